import { sql, type Kysely } from 'kysely';

// Feeds as they are in the wild: an article's image (Media RSS, an image enclosure or the
// page's og:image) with its size when known; whether its date is only when the crawler first
// saw it (the feed gave none, or none that could be right); every feed that carried the
// story (one article, however many feeds syndicate it); and since when a feed has failed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('articles')
    .addColumn('image_url', 'text')
    .addColumn('image_width', 'integer')
    .addColumn('image_height', 'integer')
    .addColumn('published_estimated', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable('ingest_feeds').addColumn('failing_since', 'timestamptz').execute();
  await db.schema
    .createTable('ingest_article_feeds')
    .addColumn('article_url', 'text', (c) => c.notNull())
    .addColumn('feed_url', 'text', (c) => c.notNull())
    .addColumn('first_seen', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ingest_article_feeds_pk', ['article_url', 'feed_url'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ingest_article_feeds').execute();
  await db.schema.alterTable('ingest_feeds').dropColumn('failing_since').execute();
  await db.schema
    .alterTable('articles')
    .dropColumn('image_url')
    .dropColumn('image_width')
    .dropColumn('image_height')
    .dropColumn('published_estimated')
    .execute();
}
