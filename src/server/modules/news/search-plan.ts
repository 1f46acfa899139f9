import { sql } from 'kysely';
import type { Db, IndexReads } from '#server/db/database.ts';
import { COLUMNS, conditions, where, type Filter, type Row } from './rows';
import { tier, type TextQuery } from './search-sql';

/**
 * How a page of search matches is read: one cost model, measured by `npm run bench:search`
 * (tests/bench/search.ts; figures in docs/decisions/0101-search-statement-planned-by-postgresql.md).
 *
 * A page wants the first `need` matches in relevance order: tier 3 newest first, then tier 2,
 * then tier 1 (search-sql.ts `tier`). PostgreSQL cannot plan this well by itself: it guesses a
 * word outside its most-common list at about 0.5 % of the articles and walks the newest
 * articles to find `need` of them, and for a word no recent title has that walk reads the whole
 * table. The choice here does not depend on that guess:
 *
 * - Probe: the filter's newest `probeSize(need)` articles (`PROBE_MIN`, or `PROBE_FACTOR` rows
 *   per wanted match), each sorted into its tier, in one statement. Its cost is bounded by its
 *   size whatever the words. A tier with `need` hits among them is answered exactly: they are
 *   its newest `need` matches.
 * - Index read: a tier the probe did not fill has fewer than one match in `PROBE_FACTOR` of the
 *   newest articles; walking on would read about `PROBE_FACTOR` rows or more per match (and
 *   the whole table for a word absent from recent articles), while the text index reads each of
 *   the tier's matches once. Its matching ids are read through the index (a `MATERIALIZED`
 *   common table expression on the index-reads connection, so that PostgreSQL cannot turn it
 *   back into the walk), sorted, and only the page's rows are fetched.
 *
 * So a common word costs one bounded statement, a rare one a statement per tier the page
 * reaches, each proportional to that tier's matches.
 */
const PROBE_MIN = 600;
const PROBE_FACTOR = 10;

/** The newest articles a probe reads for a page of `need` matches. */
export const probeSize = (need: number) => Math.max(PROBE_MIN, PROBE_FACTOR * need);

type Tier = 1 | 2 | 3;
type Hit = Row & { tier: Tier };

/** The first `need` matches of `q` within filter `f` in relevance order (tier, then newest first). */
export async function readMatches(
  { db, indexReads }: { db: Db; indexReads: IndexReads },
  q: TextQuery,
  f: Filter,
  need: number,
): Promise<Row[]> {
  if (need <= 0) return [];
  const size = probeSize(need);
  // Every probed row's tier (NULL when it does not match); one row is kept even without a match
  // to tell how many articles the probe read: fewer than its size means it read all of them.
  const probed = await sql<Hit & { scanned: number }>`
    SELECT ${COLUMNS}, tier, scanned FROM (
      SELECT *, count(*) OVER () AS scanned, row_number() OVER () AS k,
        CASE WHEN NOT ${q.valid} THEN NULL
          WHEN ${tier(q, 3)} THEN 3 WHEN ${tier(q, 2)} THEN 2 WHEN ${tier(q, 1)} THEN 1 END AS tier
      FROM (SELECT * FROM articles ${where(conditions(f))}
        ORDER BY published DESC, id DESC LIMIT ${size}) AS recent
    ) AS sorted
    WHERE tier IS NOT NULL OR k = 1
    ORDER BY tier DESC NULLS LAST, published DESC, id DESC`.execute(db);
  const whole = Number(probed.rows[0]?.scanned ?? 0) < size;
  const rows: Row[] = [];
  for (const n of [3, 2, 1] as const) {
    const left = need - rows.length;
    if (left <= 0) break;
    const hits = probed.rows.filter((r) => Number(r.tier) === n);
    rows.push(...(whole || hits.length >= left ? hits.slice(0, left) : await indexed(n, left)));
  }
  return rows;

  /** A tier's newest `left` matches, read through the text index. */
  async function indexed(n: Tier, left: number): Promise<Row[]> {
    const r = await indexReads((x) =>
      sql<Row>`
        WITH m AS MATERIALIZED (
          SELECT id, published FROM articles ${where([q.valid, tier(q, n), ...conditions(f)])}),
        page AS (SELECT id FROM m ORDER BY published DESC, id DESC LIMIT ${left})
        SELECT ${COLUMNS} FROM articles WHERE id IN (SELECT id FROM page)
        ORDER BY published DESC, id DESC`.execute(x),
    );
    return r.rows;
  }
}
