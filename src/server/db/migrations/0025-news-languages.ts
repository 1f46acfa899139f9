import { sql, type Kysely } from 'kysely';

// A member's My languages: the news languages their lists and searches show (ISO 639-1 codes of
// src/shared/languages.ts), so every device they sign in on follows one choice. NULL: never
// chosen (the device's own choice stands); an empty list: every language.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN news_languages text[]`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN news_languages`.execute(db);
}
