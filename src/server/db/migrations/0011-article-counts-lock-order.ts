import { sql, type Kysely } from 'kysely';

// The triggers that keep article_counts (0004) lock its rows in one order, so that writers
// touching several (category, source) pairs at once cannot deadlock. Two multi-row inserts
// running together upserted their pairs in hash-aggregate order, which differs between
// statements: each could hold a row the other waited for ("deadlock detected" while seeding
// PostgreSQL with four batches in flight). Rows are now upserted, and locked before an
// update, sorted by (category, source); news_stats, the one row every write updates, is last.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION article_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO article_counts (category, source, n)
        SELECT category, source, count(*) FROM new_rows GROUP BY category, source ORDER BY category, source
        ON CONFLICT (category, source) DO UPDATE SET n = article_counts.n + excluded.n;
      UPDATE news_stats SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION article_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM 1 FROM article_counts c
        WHERE (c.category, c.source) IN (SELECT category, source FROM old_rows)
        ORDER BY c.category, c.source FOR UPDATE;
      UPDATE article_counts c SET n = c.n - o.k
        FROM (SELECT category, source, count(*) AS k FROM old_rows GROUP BY category, source) o
        WHERE c.category = o.category AND c.source = o.source;
      UPDATE news_stats SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION article_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM 1 FROM article_counts c
        WHERE (c.category, c.source) IN (SELECT category, source FROM old_rows UNION SELECT category, source FROM new_rows)
        ORDER BY c.category, c.source FOR UPDATE;
      UPDATE article_counts c SET n = c.n - o.k
        FROM (SELECT category, source, count(*) AS k FROM old_rows GROUP BY category, source) o
        WHERE c.category = o.category AND c.source = o.source;
      INSERT INTO article_counts (category, source, n)
        SELECT category, source, count(*) FROM new_rows GROUP BY category, source ORDER BY category, source
        ON CONFLICT (category, source) DO UPDATE SET n = article_counts.n + excluded.n;
      UPDATE news_stats SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION article_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO article_counts (category, source, n)
        SELECT category, source, count(*) FROM new_rows GROUP BY category, source
        ON CONFLICT (category, source) DO UPDATE SET n = article_counts.n + excluded.n;
      UPDATE news_stats SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION article_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE article_counts c SET n = c.n - o.k
        FROM (SELECT category, source, count(*) AS k FROM old_rows GROUP BY category, source) o
        WHERE c.category = o.category AND c.source = o.source;
      UPDATE news_stats SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION article_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE article_counts c SET n = c.n - o.k
        FROM (SELECT category, source, count(*) AS k FROM old_rows GROUP BY category, source) o
        WHERE c.category = o.category AND c.source = o.source;
      INSERT INTO article_counts (category, source, n)
        SELECT category, source, count(*) FROM new_rows GROUP BY category, source
        ON CONFLICT (category, source) DO UPDATE SET n = article_counts.n + excluded.n;
      UPDATE news_stats SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END $$`.execute(db);
}
