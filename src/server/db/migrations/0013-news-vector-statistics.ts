import { sql, type Kysely } from 'kysely';

// Every search statement is planned for its own query text (plan_cache_mode =
// force_custom_plan, prepared.ts), and planning was about a fifth of a statement's time on
// PostgreSQL (bind 0.45–0.48 ms of 2.1 ms, the search mix on 100,000 demo articles). For each
// `vector @@ tsquery` the planner looks every query word up in the column's list of most common
// words, which ANALYZE keeps at ten times the column's statistics target (560–730 words here
// at the default 100). Ten keeps about a hundred: the dense words, whose estimates steer the
// plans, stay listed; a word not listed is estimated at no more than 0.5 % of the articles, as
// before. Measured on the search mix one request at a time, four alternating pairs
// (docs/decisions/0060-statistics-target-10-on-text-vectors.md): bind 0.46 → 0.38 ms a statement; mean and p95
// of a request lower in every pair.
const COLUMNS = ['title_vector', 'head_vector', 'search_vector'] as const;

const target = (db: Kysely<unknown>, n: number) =>
  sql`ALTER TABLE articles ${sql.join(COLUMNS.map((c) => sql`ALTER COLUMN ${sql.id(c)} SET STATISTICS ${sql.lit(n)}`))}`.execute(
    db,
  );

export async function up(db: Kysely<unknown>): Promise<void> {
  await target(db, 10);
  await sql`ANALYZE articles`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await target(db, -1);
  await sql`ANALYZE articles`.execute(db);
}
