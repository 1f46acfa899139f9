import { sql, type Kysely } from 'kysely';

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

/** The advisory-lock namespaces: an article's title words, and one article. */
export const TERM_LOCK = 0x5354; // 'ST'
export const ARTICLE_LOCK = 0x5341; // 'SA'

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
  await sql`
    CREATE TRIGGER story_articles_delete AFTER DELETE ON story_articles
    FOR EACH ROW EXECUTE FUNCTION story_articles_removed()`.execute(db);

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
    SET plan_cache_mode = force_generic_plan
    AS $$
    DECLARE
      a record;
      r record;
      words integer[];
      w integer;
      sid bigint;
      n_window float8;
      best bigint;
      same bigint[] := '{}';
      gone bigint[];
      is_new_source boolean;
    BEGIN
      SELECT id, source, published, title_vector INTO a FROM articles WHERE id = p_article;
      IF NOT FOUND THEN RETURN NULL; END IF;
      SELECT coalesce(array_agg(h ORDER BY h), '{}') INTO words FROM (
        SELECT DISTINCT hashtext(l) AS h FROM unnest(tsvector_to_array(a.title_vector)) AS l
        WHERE length(l) > 1 AND l <> ALL (tsvector_to_array(to_tsvector('english', a.source)))) AS x;
      PERFORM pg_advisory_xact_lock(${sql.lit(ARTICLE_LOCK)}, hashtext(p_article::text));
      FOREACH w IN ARRAY words LOOP
        PERFORM pg_advisory_xact_lock(${sql.lit(TERM_LOCK)}, w);
      END LOOP;

      SELECT story_id INTO sid FROM story_articles WHERE article_id = p_article;
      IF FOUND THEN RETURN sid; END IF;

      SELECT coalesce(sum(n), 0) INTO n_window FROM story_hours
      WHERE hour >= a.published - p_window AND hour < a.published + p_window;

      FOR r IN
        WITH hits AS (
          SELECT h.term, h.story_id, h.n
          FROM unnest(words) AS q(term)
          CROSS JOIN LATERAL (
            SELECT st.term, st.story_id, st.n FROM story_terms st
            WHERE st.term = q.term AND st.last_at >= a.published - p_window
            ORDER BY st.last_at DESC LIMIT p_cap) AS h),
        weights AS (
          SELECT term, CASE WHEN count(*) >= p_cap THEN 0
                            ELSE ln((n_window + 2) / (sum(n) + 1)) END AS idf
          FROM hits GROUP BY term),
        total AS (SELECT sum(idf) AS idf FROM weights),
        candidates AS (
          SELECT h.story_id, sum(k.idf * h.n) AS v FROM hits h JOIN weights k USING (term)
          GROUP BY h.story_id)
        SELECT s.id,
          c.v / s.size / t.idf * exp(-greatest(
            extract(epoch FROM a.published - s.last_seen),
            extract(epoch FROM s.first_seen - a.published), 0) / 3600 / p_decay_hours) AS score
        FROM candidates c JOIN stories s ON s.id = c.story_id CROSS JOIN total t
        WHERE t.idf > 0 AND s.size > 0
        ORDER BY score DESC, s.id
        LIMIT 8
      LOOP
        IF best IS NULL THEN
          EXIT WHEN r.score < p_join;
          best := r.id;
        ELSIF r.score >= p_merge THEN
          same := same || r.id;
        ELSE
          EXIT;
        END IF;
      END LOOP;

      IF best IS NULL THEN
        INSERT INTO stories (first_seen, last_seen, size, sources)
        VALUES (a.published, a.published, 1, 1) RETURNING id INTO sid;
      ELSE
        -- The stories' rows are locked in id order; one merged meanwhile (by a caller that
        -- shared none of these words) is followed to the story it went into.
        same := same || best;
        PERFORM 1 FROM stories WHERE id = ANY (same) ORDER BY id FOR UPDATE;
        SELECT array_agg(DISTINCT coalesce(merged_into, id)) INTO same FROM stories WHERE id = ANY (same);
        PERFORM 1 FROM stories WHERE id = ANY (same) ORDER BY id FOR UPDATE;
        sid := (SELECT min(x) FROM unnest(same) AS x);
        gone := array_remove(same, sid);
        IF cardinality(gone) > 0 THEN
          UPDATE story_articles SET story_id = sid, joined_at = now() WHERE story_id = ANY (gone);
          INSERT INTO story_terms (story_id, term, n, last_at)
            SELECT sid, term, sum(n), max(last_at) FROM story_terms WHERE story_id = ANY (gone) GROUP BY term
            ON CONFLICT (story_id, term) DO UPDATE
              SET n = story_terms.n + excluded.n, last_at = greatest(story_terms.last_at, excluded.last_at);
          DELETE FROM story_terms WHERE story_id = ANY (gone);
          UPDATE stories s SET
            size = (SELECT count(*) FROM story_articles WHERE story_id = sid),
            sources = (SELECT count(DISTINCT source) FROM story_articles WHERE story_id = sid),
            first_seen = (SELECT min(first_seen) FROM stories WHERE id = ANY (same)),
            last_seen = (SELECT max(last_seen) FROM stories WHERE id = ANY (same))
          WHERE s.id = sid;
          UPDATE stories SET merged_into = sid, size = 0, sources = 0 WHERE id = ANY (gone) OR merged_into = ANY (gone);
        END IF;
        is_new_source := NOT EXISTS (SELECT 1 FROM story_articles WHERE story_id = sid AND source = a.source);
        UPDATE stories SET size = size + 1, sources = sources + is_new_source::int,
          first_seen = least(first_seen, a.published), last_seen = greatest(last_seen, a.published)
        WHERE id = sid;
      END IF;

      INSERT INTO story_articles (article_id, story_id, source, published) VALUES (a.id, sid, a.source, a.published);
      INSERT INTO story_hours (hour, n) VALUES (date_trunc('hour', a.published), 1)
        ON CONFLICT (hour) DO UPDATE SET n = story_hours.n + 1;
      INSERT INTO story_terms (story_id, term, n, last_at)
        SELECT sid, x, 1, a.published FROM unnest(words) AS x
        ON CONFLICT (story_id, term) DO UPDATE
          SET n = story_terms.n + 1, last_at = greatest(story_terms.last_at, excluded.last_at);
      -- Lists collapsed by story count stories: their cached totals follow this version. An
      -- article that joined a story, and each story merged away, is one card fewer.
      UPDATE news_stats SET version = version + 1,
        collapsed = collapsed + (best IS NOT NULL)::int + coalesce(cardinality(gone), 0)
      WHERE id = 1;
      RETURN sid;
    END $$`.execute(db);
}
