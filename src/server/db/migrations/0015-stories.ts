import { sql, type Kysely } from 'kysely';
import { createRowTrigger } from './row-trigger';
import { STORY_JOIN_CANDIDATES, STORY_JOIN_PLACEMENT, STORY_JOIN_START } from './story-join-placement';

// Stories: the same event told by several sources (docs/decisions/0084-stories-clustering.md).
// - `stories`: one row per story; `size` its articles, `sources` its distinct sources,
//   `first_seen`/`last_seen` the earliest and latest publication times. A story found to be the
//   same as an older one is merged into it and keeps its row with `merged_into` (the survivor),
//   so an address that named it still finds the story.
// - `story_articles`: which story each article is in (an article is never moved, except with
//   its whole story by a merge), with the article's source and time, and when it joined.
//   Kept apart from `articles` so that clustering never rewrites an article row (and its text
//   index entries).
// - `story_terms`: each story's title words (lexemes of `articles.title_vector`, hashed), with
//   how many of its articles carry the word and when the last one was published. A new article
//   finds its candidate stories through `(term, last_at)`.
// - `story_hours`: how many articles were clustered per hour of publication.
// - `news_stats.collapsed`: how many articles a list of one card per story leaves out (the sum of
//   size - 1 over the stories), so the latest list, collapsed, counts its cards without a scan.
// - `story_join(article, …)`: clusters one article in one statement (below).

export { ARTICLE_LOCK, TERM_LOCK } from './story-join-placement';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE stories (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      first_seen timestamptz NOT NULL,
      last_seen timestamptz NOT NULL,
      size integer NOT NULL,
      sources integer NOT NULL,
      merged_into bigint REFERENCES stories (id),
      created_at timestamptz NOT NULL DEFAULT now())`.execute(db);
  await sql`
    CREATE TABLE story_articles (
      article_id bigint PRIMARY KEY REFERENCES articles (id) ON DELETE CASCADE,
      story_id bigint NOT NULL REFERENCES stories (id),
      source text NOT NULL,
      published timestamptz NOT NULL,
      joined_at timestamptz NOT NULL DEFAULT now())`.execute(db);
  await sql`CREATE INDEX story_articles_story_idx ON story_articles (story_id, source)`.execute(db);
  await sql`
    CREATE TABLE story_terms (
      story_id bigint NOT NULL,
      term integer NOT NULL,
      n integer NOT NULL,
      last_at timestamptz NOT NULL,
      PRIMARY KEY (story_id, term))`.execute(db);
  await sql`CREATE INDEX story_terms_term_idx ON story_terms (term, last_at DESC) INCLUDE (story_id, n)`.execute(db);
  // Articles clustered per hour of publication: how many articles a window holds, read from a
  // few rows instead of counted.
  await sql`CREATE TABLE story_hours (hour timestamptz PRIMARY KEY, n integer NOT NULL)`.execute(db);

  await sql`ALTER TABLE news_stats ADD COLUMN collapsed bigint NOT NULL DEFAULT 0`.execute(db);

  // An article deleted (plain SQL, an admin) leaves its story: the counts follow, and a story
  // left empty is no longer listed. Its title words stay counted until they age out of the window.
  await sql`
    CREATE FUNCTION story_articles_removed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      left_size integer;
    BEGIN
      UPDATE stories s SET size = s.size - 1,
        sources = (SELECT count(DISTINCT source) FROM story_articles WHERE story_id = s.id)
      WHERE s.id = OLD.story_id RETURNING size INTO left_size;
      IF left_size > 0 THEN
        UPDATE news_stats SET collapsed = collapsed - 1, version = version + 1 WHERE id = 1;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await createRowTrigger(db, 'story_articles_delete', 'AFTER DELETE', 'story_articles', 'story_articles_removed');

  await createStoryJoin(db);

  /** An article's story as lists show it: [id, size, sources], or null. */
  await sql`
    CREATE FUNCTION article_story(p_article bigint) RETURNS integer[] LANGUAGE sql STABLE AS $$
      SELECT ARRAY[s.id::integer, s.size, s.sources]
      FROM story_articles sa JOIN stories s ON s.id = sa.story_id
      WHERE sa.article_id = p_article
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION article_story(bigint)`.execute(db);
  await sql`DROP FUNCTION story_join(bigint, interval, float8, float8, float8, integer)`.execute(db);
  await sql`DROP TABLE story_hours`.execute(db);
  await sql`DROP TABLE story_terms`.execute(db);
  await sql`DROP TABLE story_articles`.execute(db);
  await sql`DROP FUNCTION story_articles_removed()`.execute(db);
  await sql`ALTER TABLE news_stats DROP COLUMN collapsed`.execute(db);
  await sql`DROP TABLE stories`.execute(db);
}

/** story_join as this migration made it (0017 replaces it, and puts it back when undone). */
export async function createStoryJoin(db: Kysely<unknown>): Promise<void> {
  /*
   * story_join(article, window, decay, join, merge, cap): the article's story, found or made.
   *
   * 1. The article's words: the lexemes of its title (title_vector: stemmed, stop words gone),
   *    without those of its source's name. It takes a transaction advisory lock on the article
   *    and on each word (in order, so two callers never wait on each other in a circle): two
   *    articles that share a word are clustered one after the other, and the second sees the
   *    first's story. Each statement below reads after the locks are held (a volatile function's
   *    statements each take a new snapshot).
   * 2. Already in a story: that story (re-ingesting never moves an article).
   * 3. Candidates: stories with one of the words published within `window` before the article
   *    (at most `cap` stories per word, the most recent; a word in more is too common to tell
   *    stories apart and weighs nothing). A word weighs idf = ln((N + 2) / (df + 1)): N the
   *    articles clustered that were published within `window` either side (story_hours), df the
   *    candidates' articles carrying it.
   *    A story scores sum(idf · share of its articles with the word) over the shared words,
   *    divided by the sum of idf over the article's words any candidate has (a word never seen
   *    says nothing either way), times exp(-gap / decay) where gap is the hours between the
   *    article and the story's nearest publication.
   * 4. The best story at `join` or above takes the article; every other at `merge` or above is
   *    the same story, merged into the oldest of them (the lowest id). Nothing at `join`: a new
   *    story.
   */
  await sql`
    CREATE FUNCTION story_join(p_article bigint, p_window interval, p_decay_hours float8,
                               p_join float8, p_merge float8, p_cap integer)
    RETURNS bigint LANGUAGE plpgsql
    -- The connections plan every statement for its values (prepared.ts); these statements are
    -- the same every call, and planning them each time cost more than running them.
${STORY_JOIN_START}
${STORY_JOIN_CANDIDATES}
          GROUP BY h.story_id)
${STORY_JOIN_PLACEMENT}`.execute(db);
}
