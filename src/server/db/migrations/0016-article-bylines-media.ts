import { sql, type Kysely } from 'kysely';

// Bylines and the audio and video a story carries.
// - `author`: the feed's byline (names only, comma-separated; '' when none). Searched like the
//   summary: it joins the title + summary vector (`head_vector`, tier 2 of search-sql.ts) and the
//   article vector at weight B, after the summary and before the body, so the two vectors hold
//   the same words at the same positions (a head match is always an article match) and a
//   search for a reporter's name finds their stories above those that only mention them in
//   the body. PostgreSQL 15 cannot change a generated column's expression: both vectors are
//   dropped and added again (a rewrite of the table), with the text index and the statistics
//   targets of 0012 and 0013.
// - `enclosures`: the item's audio and video files, `[{url, type, length, kind}]` (length in
//   bytes or null; kind 'audio' or 'video'); pictures stay in image_url.

const HEAD = (author: boolean) =>
  sql.raw(`
  to_tsvector('english'::regconfig, coalesce(title, '')) ||
  to_tsvector('english'::regconfig, coalesce(summary, ''))${
    author
      ? ` ||
  to_tsvector('english'::regconfig, coalesce(author, ''))`
      : ''
  }`);
const ARTICLE = (author: boolean) =>
  sql.raw(`
  setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce(summary, '')), 'B') ||${
    author
      ? `
  setweight(to_tsvector('english'::regconfig, coalesce(author, '')), 'B') ||`
      : ''
  }
  setweight(to_tsvector('english'::regconfig, coalesce(text, '')), 'C')`);

async function vectors(db: Kysely<unknown>, author: boolean): Promise<void> {
  await sql`DROP INDEX IF EXISTS articles_text_idx`.execute(db);
  await sql`ALTER TABLE articles DROP COLUMN head_vector, DROP COLUMN search_vector`.execute(db);
  await sql`
    ALTER TABLE articles
      ADD COLUMN head_vector tsvector GENERATED ALWAYS AS (${HEAD(author)}) STORED,
      ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (${ARTICLE(author)}) STORED`.execute(db);
  // As 0004 stored them: the small vector inline, the article vector in TOAST.
  await sql`ALTER TABLE articles ALTER COLUMN head_vector SET STORAGE MAIN, ALTER COLUMN search_vector SET STORAGE EXTERNAL`.execute(
    db,
  );
  await sql`CREATE INDEX articles_text_idx ON articles USING gin (source, title_vector, head_vector, search_vector)`.execute(
    db,
  );
  await sql`ALTER TABLE articles ALTER COLUMN head_vector SET STATISTICS 10, ALTER COLUMN search_vector SET STATISTICS 10`.execute(
    db,
  );
  await sql`ANALYZE articles`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE articles
      ADD COLUMN author text NOT NULL DEFAULT '',
      ADD COLUMN enclosures jsonb NOT NULL DEFAULT '[]'::jsonb`.execute(db);
  await vectors(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await vectors(db, false);
  await sql`ALTER TABLE articles DROP COLUMN author, DROP COLUMN enclosures`.execute(db);
}
