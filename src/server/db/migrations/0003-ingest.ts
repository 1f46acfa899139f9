import { sql, type Kysely } from 'kysely';
import { createRowTrigger } from './row-trigger';

// The feed crawler's state: feeds with their fetch status and schedule, every item
// key (GUID or canonical URL) already ingested, and tombstones of deleted articles.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ingest_feeds')
    .addColumn('url', 'text', (c) => c.primaryKey())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('etag', 'text')
    .addColumn('last_modified', 'text')
    .addColumn('last_fetch', 'timestamptz')
    .addColumn('last_status', 'text')
    .addColumn('http_status', 'integer')
    .addColumn('error_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_check', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('items_new', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX ingest_feeds_next_check_idx ON ingest_feeds (next_check)`.execute(db);

  // One row per identity of an item: 'guid:<guid>' and 'url:<canonical url>' both point at
  // the article they became, so the same story from two feeds (or twice) is one article.
  await db.schema
    .createTable('ingest_items')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('article_url', 'text', (c) => c.notNull())
    .addColumn('feed_url', 'text', (c) => c.notNull())
    .addColumn('first_seen', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX ingest_items_article_idx ON ingest_items (article_url)`.execute(db);

  await db.schema
    .createTable('ingest_tombstones')
    .addColumn('article_url', 'text', (c) => c.primaryKey())
    .addColumn('deleted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Whoever deletes an ingested article (an admin, a script, plain SQL), the crawler must not
  // bring it back: a trigger records the tombstone where the deletion happens.
  await sql`
    CREATE FUNCTION ingest_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM ingest_items WHERE article_url = OLD.url) THEN
        INSERT INTO ingest_tombstones (article_url) VALUES (OLD.url) ON CONFLICT DO NOTHING;
      END IF;
      RETURN OLD;
    END $$`.execute(db);
  await createRowTrigger(db, 'articles_ingest_tombstone', 'AFTER DELETE', 'articles', 'ingest_tombstone');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS articles_ingest_tombstone ON articles`.execute(db);
  await sql`DROP FUNCTION IF EXISTS ingest_tombstone()`.execute(db);
  await db.schema.dropTable('ingest_tombstones').execute();
  await db.schema.dropTable('ingest_items').execute();
  await db.schema.dropTable('ingest_feeds').execute();
}
