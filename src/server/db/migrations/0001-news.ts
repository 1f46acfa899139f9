import { sql, type Kysely } from 'kysely';
import { CATEGORIES } from '#shared/constants.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('categories' as never)
    .values(CATEGORIES.map((name, position) => ({ name, position })) as never)
    .execute();

  await db.schema
    .createTable('sources')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('homepage', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('articles')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('url', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('text', 'text')
    .addColumn('published', 'timestamptz', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().references('sources.name').onUpdate('cascade'))
    .addColumn('category', 'text', (c) => c.notNull().references('categories.name').onUpdate('cascade'))
    .addColumn('entities', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('bias', 'text')
    .addColumn('sentiment', 'text')
    .addColumn('missing_angles', 'text')
    .addColumn('explain_like15', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Weighted so a title hit outranks a summary hit, which outranks a body hit.
    .addColumn('search_vector', sql`tsvector`, (c) =>
      c
        .generatedAlwaysAs(
          sql`
        setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') ||
        setweight(to_tsvector('english'::regconfig, coalesce(summary, '')), 'B') ||
        setweight(to_tsvector('english'::regconfig, coalesce(text, '')), 'C')`,
        )
        .stored(),
    )
    .execute();

  await sql`CREATE INDEX articles_search_idx ON articles USING gin (search_vector)`.execute(db);
  await sql`CREATE INDEX articles_published_idx ON articles (published DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX articles_category_published_idx ON articles (category, published DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX articles_source_published_idx ON articles (source, published DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('articles').execute();
  await db.schema.dropTable('sources').execute();
  await db.schema.dropTable('categories').execute();
}
