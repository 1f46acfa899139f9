import { sql, type Kysely } from 'kysely';

// Member features: stored AI answers, bookmarks, personal notes and idempotency keys.
// Personal rows reference users ON DELETE CASCADE, so account deletion removes them.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One answer per (article, kind, analyser): computed once, served from here afterwards.
  // The primary key makes concurrent first computations (in any process) agree on one row.
  await db.schema
    .createTable('article_analyses')
    .addColumn('article_id', 'bigint', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('analyser', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('article_analyses_pkey', ['article_id', 'kind', 'analyser'])
    .execute();

  await db.schema
    .createTable('bookmarks')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('bookmarks_user_url_key', ['user_id', 'url'])
    .execute();
  await sql`CREATE INDEX bookmarks_user_created_idx ON bookmarks (user_id, created_at DESC, id DESC)`.execute(db);

  // A note is keyed like its bookmark, not tied to the bookmark row: a member who removes a
  // bookmark may keep its note, and it comes back when the article is saved again.
  await db.schema
    .createTable('bookmark_notes')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('bookmark_notes_pkey', ['user_id', 'url'])
    .execute();

  // The first response to a request carrying an Idempotency-Key; `status` is null while the
  // first request is still running. Unique per (user, key).
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('body', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['user_id', 'key'])
    .execute();
  await sql`CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['idempotency_keys', 'bookmark_notes', 'bookmarks', 'article_analyses']) {
    await db.schema.dropTable(t).execute();
  }
}
