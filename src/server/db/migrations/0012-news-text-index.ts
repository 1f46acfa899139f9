import { sql, type Kysely } from 'kysely';

// One GIN index over the source and the three text vectors replaces the three text indexes
// (0001, 0005, 0010). A multicolumn GIN index serves a condition on any subset of its columns,
// and intersects the conditions it is given inside the index, skipping through the longer
// lists. Two searches gain (EXPLAIN ANALYZE on 100,000 demo articles, 2026-11-25;
// docs/decisions/0058-one-gin-index-btree-gin.md):
// - within a source (`searchbysource?source=…&q=…`): the source was a btree bitmap of all its
//   articles (about 7,000), built to be intersected with the words' bitmap, which cost more
//   than the search (1.1 of 1.7 ms for a capped count); now it is one more list in the index;
// - with an exclusion (`cricket -build`): a title hit must lack the excluded word in the whole
//   article too; that was tested either by reading each hit's article vector from TOAST (about
//   five page reads a hit) or by reading the whole list of the included word in the article
//   index (26,000 entries for "review"); now the index skips through that list to the title's
//   hits (a capped count of `reviews -privacy-first`: 8.3 → 1.8 ms).
// btree_gin gives GIN its text operator class.

const OLD = [
  ['articles_search_idx', 'search_vector'],
  ['articles_title_vector_idx', 'title_vector'],
  ['articles_head_vector_idx', 'head_vector'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // The extension belongs to the database, not to one schema: it goes to `public`, so that
  // dropping an app schema (a test's, a tenant's) cannot take it, and the indexes of other
  // schemas with it. Migrations of several schemas can run at once: the lock makes the
  // second wait for the first's CREATE EXTENSION instead of failing on it.
  await sql`SELECT pg_advisory_xact_lock(hashtext('khabar:btree_gin'))`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public`.execute(db);
  for (const [name] of OLD) await sql`DROP INDEX ${sql.id(name)}`.execute(db);
  await sql`CREATE INDEX articles_text_idx ON articles USING gin (source, title_vector, head_vector, search_vector)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX articles_text_idx`.execute(db);
  for (const [name, column] of OLD)
    await sql`CREATE INDEX ${sql.id(name)} ON articles USING gin (${sql.id(column)})`.execute(db);
}
