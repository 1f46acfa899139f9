import { sql, type Kysely } from 'kysely';

// The second relevance tier (title and summary together) gets its own index, so a search
// reads each tier newest first on its own instead of ranking every match of a common word
// (page 1 of "thousand", in almost every body and few titles: 941 → 73 ms on 100,000 articles,
// 2026-11-24). head_vector is small
// (title + summary), so the index is too.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX articles_head_vector_idx ON articles USING gin (head_vector)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX articles_head_vector_idx`.execute(db);
}
