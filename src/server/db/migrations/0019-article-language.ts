import { sql, type Kysely } from 'kysely';

// Every article's language, an ISO 639-1 code (src/shared/languages.ts): what the publisher
// declared, else what the text reads as (docs/ingest.md, "Languages"). Articles stored before
// it are English, as every feed then was read. A constant default adds the column without
// rewriting the table. The index serves a list of one language (or a few) newest first, as
// the category and source lists have theirs (0001).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE articles
      ADD COLUMN language text NOT NULL DEFAULT 'en'
        CONSTRAINT articles_language_check CHECK (language ~ '^[a-z]{2}$')`.execute(db);
  await sql`CREATE INDEX articles_language_published_idx ON articles (language, published DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX articles_language_published_idx`.execute(db);
  await sql`ALTER TABLE articles DROP COLUMN language`.execute(db);
}
