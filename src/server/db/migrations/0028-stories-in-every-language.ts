import { sql, type Kysely, type RawBuilder } from 'kysely';
import { stopWordRows, suffixPatterns } from '#server/modules/stories/words.ts';
import { storyJoin } from './0017-story-scores';
import { storyJoinStart } from './story-join-placement';

// Stories form within each language (docs/decisions/0116-stories-in-every-language.md).
// - `khabar_story_word(language, lexeme)`: a title vector's lexeme as stories compare it: in
//   Bengali, Marathi and Telugu without the ending written joined to it and a final mark
//   (src/server/modules/stories/words.ts, whose lists this is made from); else the lexeme.
// - `story_stop_words`: each language's stop words as its title vectors and that function
//   give them (Hindi's and Tamil's stemmed by Snowball), left out of a title's words.
// - story_join (0017) takes its title words (hashed) as `TERMS` selects them: English as before
//   (the lexemes but the source's name, `hashtext(lexeme)`), any other language with its code in
//   the hash, so that two languages never share a word (a figure, a name in Latin letters), and
//   less its stop words; it is otherwise the same statement. The terms of the stories that hold
//   an article not in English are made again the same way. (Written into the statement, not
//   called as a function: PostgreSQL plans a SQL function's query again at every call, which
//   doubled the statement's time.)

/** The hashed title words of the article `a`, one row each. */
const TERMS = `
        SELECT DISTINCT CASE WHEN a.language = 'en' THEN hashtext(word) ELSE hashtext(a.language || ' ' || word) END AS h
        FROM unnest(tsvector_to_array(a.title_vector)) AS l
        CROSS JOIN LATERAL (SELECT khabar_story_word(a.language, l) AS word) AS s
        WHERE length(word) > 1 AND l <> ALL (tsvector_to_array(to_tsvector('english', a.source)))
          AND NOT EXISTS (SELECT 1 FROM story_stop_words sw WHERE sw.language = a.language AND sw.word = s.word)`;

/** Make `khabar_story_word` from the endings of words.ts (`CREATE` or `CREATE OR REPLACE`). */
export async function makeStoryWord(db: Kysely<unknown>, create = 'CREATE FUNCTION'): Promise<void> {
  const cases = suffixPatterns().map(
    (p) =>
      sql`WHEN ${sql.lit(p.language)} THEN regexp_replace(regexp_replace(lexeme, ${sql.lit(p.ending)}, '\\1'), ${sql.lit(p.mark)}, '\\1')`,
  );
  await sql`
    ${sql.raw(create)} khabar_story_word(language text, lexeme text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT CASE language ${sql.join(cases, sql` `)} ELSE lexeme END $$`.execute(db);
}

/** Fill `story_stop_words` from the stop words of words.ts, as each language's title vectors give them. */
export async function fillStopWords(db: Kysely<unknown>): Promise<void> {
  const rows = stopWordRows().map(([language, word]) => sql`(${language}, ${word})`);
  await sql`
    INSERT INTO story_stop_words (language, word)
    SELECT DISTINCT v.language, khabar_story_word(v.language, l)
    FROM (VALUES ${sql.join(rows)}) AS v(language, word)
    CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector(khabar_text_config(v.language), khabar_fold(v.word)))) AS l
    ON CONFLICT DO NOTHING`.execute(db);
}

/** Make again the words of the stories that hold an article `a` that meets `holding` (a condition on `a`). */
export async function remakeStoryTerms(db: Kysely<unknown>, holding: RawBuilder<unknown>): Promise<void> {
  const stories = sql`SELECT sa.story_id FROM story_articles sa JOIN articles a ON a.id = sa.article_id WHERE ${holding}`;
  await sql`DELETE FROM story_terms WHERE story_id IN (${stories})`.execute(db);
  await sql`
    INSERT INTO story_terms (story_id, term, n, last_at)
    SELECT sa.story_id, t.h, count(*), max(sa.published)
    FROM story_articles sa JOIN articles a ON a.id = sa.article_id
    CROSS JOIN LATERAL (${sql.raw(TERMS)}) AS t
    WHERE sa.story_id IN (${stories})
    GROUP BY sa.story_id, t.h`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await makeStoryWord(db);
  await sql`
    CREATE TABLE story_stop_words (language text NOT NULL, word text NOT NULL, PRIMARY KEY (language, word))`.execute(
    db,
  );
  await fillStopWords(db);
  await storyJoin(
    storyJoinStart('id, source, published, title_vector, language', TERMS),
    'CREATE OR REPLACE FUNCTION',
  ).execute(db);
  // The stories that hold an article not in English keep their articles; their words are made again.
  await remakeStoryTerms(db, sql`a.language <> 'en'`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await storyJoin(undefined, 'CREATE OR REPLACE FUNCTION').execute(db);
  await sql`DROP TABLE story_stop_words`.execute(db);
  await sql`DROP FUNCTION khabar_story_word(text, text)`.execute(db);
}
