import { sql, type Kysely } from 'kysely';

// The triggers that keep article_counts (0004) lock its rows in one order, so that writers
// touching several (category, source) pairs at once cannot deadlock. Two multi-row inserts
// running together upserted their pairs in hash-aggregate order, which differs between
// statements: each could hold a row the other waited for ("deadlock detected" while seeding
// PostgreSQL with four batches in flight). Rows are now upserted, and locked before an
// update, sorted by (category, source); news_stats, the one row every write updates, is last.

/** Lock the counts of these pairs, sorted, before updating any of them. */
const lock = (pairs: string) => `
  PERFORM 1 FROM article_counts c WHERE (c.category, c.source) IN (${pairs})
    ORDER BY c.category, c.source FOR UPDATE;`;
const subtractOld = `
  UPDATE article_counts c SET n = c.n - o.k
    FROM (SELECT category, source, count(*) AS k FROM old_rows GROUP BY category, source) o
    WHERE c.category = o.category AND c.source = o.source;`;
const addNew = `
  INSERT INTO article_counts (category, source, n)
    SELECT category, source, count(*) FROM new_rows GROUP BY category, source ORDER BY category, source
    ON CONFLICT (category, source) DO UPDATE SET n = article_counts.n + excluded.n;`;
const trigger = (name: string, body: string) =>
  sql`CREATE OR REPLACE FUNCTION ${sql.raw(name)}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN ${sql.raw(body)}
      UPDATE news_stats SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await trigger('article_counts_add', addNew).execute(db);
  await trigger('article_counts_remove', lock('SELECT category, source FROM old_rows') + subtractOld).execute(db);
  await trigger(
    'article_counts_move',
    lock('SELECT category, source FROM old_rows UNION SELECT category, source FROM new_rows') + subtractOld + addNew,
  ).execute(db);
}

// No down: the sorted triggers keep the same counts as 0004's, so an older schema works with them.
