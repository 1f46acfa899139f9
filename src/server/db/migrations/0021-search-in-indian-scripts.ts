import { sql, type Kysely } from 'kysely';
import { FOLD_DROP, FOLD_MAP, NASAL_PATTERN, NASAL_REPLACEMENT, romanKeys } from '#server/lib/search-text.ts';

// Search in India's scripts (docs/decisions/0100-search-in-indian-scripts.md).
// - `khabar_fold(text)`: the text folded as `foldText` folds a query (src/server/lib/search-text.ts,
//   whose tables this function is made from): NFC, joiners and nukta dropped, chandrabindu as
//   anusvara, a nasal with a virama before its own class as anusvara, India's digits as 0-9.
// - `khabar_text_config(language)`: the text search configuration of an article's language:
//   Snowball's stemmer where PostgreSQL 15 and PGlite (17) both ship one (English, Hindi, Tamil,
//   Nepali), else `khabar_indic`: words as written, Latin-letter words as English stems them.
// - The three text vectors (0004, 0016) are made again with both, so English articles get the
//   same vectors as before; the index of 0012 is made again with `language` and the two
//   Latin-key vectors in it.
// - `roman_title`, `roman_head`: the Latin keys of the title and of title + summary + byline of
//   an article not in English (`romanKeys`), which the app writes, so that a Hindi query typed
//   in Latin letters finds the article; empty for English.
// - `article_counts` gains the language, so a list of some languages and the languages' counts
//   are read from it like the others.

const fold = (x: string) => `khabar_fold(coalesce(${x}, ''))`;
const vector = (x: string) => `to_tsvector(khabar_text_config(language), ${fold(x)})`;
const OLD_VECTOR = (x: string) => `to_tsvector('english'::regconfig, coalesce(${x}, ''))`;

function definitions(v: (x: string) => string) {
  return {
    title: v('title'),
    head: `${v('title')} || ${v('summary')} || ${v('author')}`,
    article: `setweight(${v('title')}, 'A') || setweight(${v('summary')}, 'B') ||
      setweight(${v('author')}, 'B') || setweight(${v('text')}, 'C')`,
  };
}

async function vectors(db: Kysely<unknown>, v: (x: string) => string, index: string): Promise<void> {
  const d = definitions(v);
  await sql`DROP INDEX IF EXISTS articles_text_idx`.execute(db);
  await sql`ALTER TABLE articles DROP COLUMN title_vector, DROP COLUMN head_vector, DROP COLUMN search_vector`.execute(
    db,
  );
  await sql`
    ALTER TABLE articles
      ADD COLUMN title_vector tsvector GENERATED ALWAYS AS (${sql.raw(d.title)}) STORED,
      ADD COLUMN head_vector tsvector GENERATED ALWAYS AS (${sql.raw(d.head)}) STORED,
      ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (${sql.raw(d.article)}) STORED`.execute(db);
  // As 0004 stored them: the small vectors inline, the article vector in TOAST; statistics as 0013.
  await sql`
    ALTER TABLE articles
      ALTER COLUMN title_vector SET STORAGE PLAIN, ALTER COLUMN head_vector SET STORAGE MAIN,
      ALTER COLUMN search_vector SET STORAGE EXTERNAL,
      ALTER COLUMN title_vector SET STATISTICS 10, ALTER COLUMN head_vector SET STATISTICS 10,
      ALTER COLUMN search_vector SET STATISTICS 10`.execute(db);
  await sql`CREATE INDEX articles_text_idx ON articles USING gin (${sql.raw(index)})`.execute(db);
}

/** The triggers of 0004 and 0011, counting by language too. */
function countTriggers(db: Kysely<unknown>, keys: string) {
  const lock = (rows: string) => `
    PERFORM 1 FROM article_counts c WHERE (${prefixed('c', keys)}) IN (${rows})
      ORDER BY ${prefixed('c', keys)} FOR UPDATE;`;
  const subtractOld = `
    UPDATE article_counts c SET n = c.n - o.k
      FROM (SELECT ${keys}, count(*) AS k FROM old_rows GROUP BY ${keys}) o
      WHERE ${keys
        .split(', ')
        .map((k) => `c.${k} = o.${k}`)
        .join(' AND ')};`;
  const addNew = `
    INSERT INTO article_counts (${keys}, n)
      SELECT ${keys}, count(*) FROM new_rows GROUP BY ${keys} ORDER BY ${keys}
      ON CONFLICT (${keys}) DO UPDATE SET n = article_counts.n + excluded.n;`;
  const trigger = (name: string, body: string) =>
    sql`CREATE OR REPLACE FUNCTION ${sql.raw(name)}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${sql.raw(body)}
        UPDATE news_stats SET version = version + 1 WHERE id = 1;
        RETURN NULL;
      END $$`.execute(db);
  return trigger('article_counts_add', addNew)
    .then(() => trigger('article_counts_remove', lock(`SELECT ${keys} FROM old_rows`) + subtractOld))
    .then(() =>
      trigger(
        'article_counts_move',
        lock(`SELECT ${keys} FROM old_rows UNION SELECT ${keys} FROM new_rows`) + subtractOld + addNew,
      ),
    );
}
const prefixed = (t: string, keys: string) =>
  keys
    .split(', ')
    .map((k) => `${t}.${k}`)
    .join(', ');

async function counts(db: Kysely<unknown>, keys: string): Promise<void> {
  await sql`DELETE FROM article_counts`.execute(db);
  await sql`ALTER TABLE article_counts DROP CONSTRAINT article_counts_pkey`.execute(db);
  await sql`ALTER TABLE article_counts ADD PRIMARY KEY (${sql.raw(keys)})`.execute(db);
  await sql`
    INSERT INTO article_counts (${sql.raw(keys)}, n)
    SELECT ${sql.raw(keys)}, count(*) FROM articles GROUP BY ${sql.raw(keys)}`.execute(db);
  await countTriggers(db, keys);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const from = FOLD_MAP.map(([a]) => a).join('') + FOLD_DROP;
  const to = FOLD_MAP.map(([, b]) => b).join('');
  await sql`
    CREATE FUNCTION khabar_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    BEGIN ATOMIC
      SELECT regexp_replace(translate(normalize(t, NFC), ${sql.lit(from)}, ${sql.lit(to)}),
        ${sql.lit(NASAL_PATTERN)}, ${sql.lit(NASAL_REPLACEMENT.sql)}, 'g');
    END`.execute(db);
  await sql`CREATE TEXT SEARCH CONFIGURATION khabar_indic (COPY = pg_catalog.simple)`.execute(db);
  await sql`
    ALTER TEXT SEARCH CONFIGURATION khabar_indic
      ALTER MAPPING FOR asciiword, asciihword, hword_asciipart WITH english_stem`.execute(db);
  await sql`
    CREATE FUNCTION khabar_text_config(language text) RETURNS regconfig LANGUAGE sql IMMUTABLE PARALLEL SAFE
    BEGIN ATOMIC
      SELECT CASE language
        WHEN 'en' THEN 'english'::regconfig WHEN 'hi' THEN 'hindi'::regconfig
        WHEN 'ta' THEN 'tamil'::regconfig WHEN 'ne' THEN 'nepali'::regconfig
        ELSE 'khabar_indic'::regconfig END;
    END`.execute(db);
  await sql`
    ALTER TABLE articles
      ADD COLUMN roman_title tsvector NOT NULL DEFAULT ''::tsvector,
      ADD COLUMN roman_head tsvector NOT NULL DEFAULT ''::tsvector,
      ALTER COLUMN roman_title SET STORAGE PLAIN, ALTER COLUMN roman_head SET STORAGE MAIN`.execute(db);
  await vectors(db, vector, 'source, language, title_vector, head_vector, search_vector, roman_title, roman_head');
  const others = await sql<{ id: number; title: string; summary: string; author: string }>`
    SELECT id, title, summary, author FROM articles WHERE language <> 'en'`.execute(db);
  for (const a of others.rows) {
    await sql`
      UPDATE articles SET roman_title = to_tsvector('simple', ${romanKeys(a.title)}),
        roman_head = to_tsvector('simple', ${romanKeys(`${a.title} ${a.summary} ${a.author}`)})
      WHERE id = ${a.id}`.execute(db);
  }
  await sql`ALTER TABLE article_counts ADD COLUMN language text NOT NULL DEFAULT 'en'`.execute(db);
  await counts(db, 'category, source, language');
  await sql`ANALYZE articles`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await counts(db, 'category, source');
  await sql`ALTER TABLE article_counts DROP COLUMN language`.execute(db);
  await vectors(db, OLD_VECTOR, 'source, title_vector, head_vector, search_vector');
  await sql`ALTER TABLE articles DROP COLUMN roman_title, DROP COLUMN roman_head`.execute(db);
  await sql`DROP FUNCTION khabar_text_config(text)`.execute(db);
  await sql`DROP TEXT SEARCH CONFIGURATION khabar_indic`.execute(db);
  await sql`DROP FUNCTION khabar_fold(text)`.execute(db);
}
