import { sql } from 'kysely';
import type { Db, IndexReads } from '#server/db/database.ts';
import { COLUMNS, conditions, where, type Filter, type Row } from './rows';
import { levels, tier, tierOf, type TextQuery } from './search-sql';

/**
 * How a page of search matches is read when the search has more matches than the count's cap
 * (a search with fewer is answered whole by the statement that counts it, search-repository.ts
 * `open`): one cost model, measured by `npm run bench:search` (tests/bench/search.ts; figures in
 * docs/decisions/0101-search-statement-planned-by-postgresql.md, 0124 and 0125).
 *
 * A page wants the first `need` matches in relevance order: the best tier newest first, then
 * the next (search-sql.ts `levels`: title, head, and for a query with Latin keys their keys;
 * the body last). PostgreSQL cannot plan this well by itself: it guesses a
 * word outside its most-common list at about 0.5 % of the articles and walks the newest
 * articles to find `need` of them, and for a word no recent title has that walk reads the whole
 * table. The choice here does not depend on that guess:
 *
 * - Probe: the filter's newest `probeSize(need)` articles (`PROBE_MIN`, or `PROBE_FACTOR` rows
 *   per wanted match), each sorted into a tier but the body's by the vectors stored in the
 *   row (title, head, their Latin keys). Its cost is bounded by its size whatever the words. A
 *   tier with as many hits among them as the page leaves it is answered exactly: they are its
 *   newest matches. Only the page's rows' columns are read.
 * - Index read: a tier the probe did not fill has fewer than one match in `PROBE_FACTOR` of the
 *   newest articles; walking on would read about `PROBE_FACTOR` rows or more per match (and
 *   the whole table for a word absent from recent articles), while the text index reads each of
 *   the tier's matches once. Its matching ids are read through the index (a `MATERIALIZED`
 *   common table expression on the index-reads connection, so that PostgreSQL cannot turn it
 *   back into the walk), sorted, and only the page's rows are fetched.
 * - The body's tier is reached only when the better tiers hold fewer than `need` matches in
 *   all. Its test reads the article's big vector from TOAST, so the probe leaves it out: the
 *   newest articles are walked, at most `probeSize(need)` of them, then the index is read if
 *   they held too few.
 *
 * So a common word costs one bounded statement, a rare one a statement per tier the page
 * reaches, each proportional to that tier's matches.
 */
const PROBE_MIN = 600;
const PROBE_FACTOR = 10;

/** The newest articles a probe reads for a page of `need` matches. */
export const probeSize = (need: number) => Math.max(PROBE_MIN, PROBE_FACTOR * need);

type Hit = Row & { tier: number | null; scanned: number };

/**
 * The first `need` matches of `q` within filter `f` in relevance order (tier, then newest
 * first).
 */
export async function readMatches(
  { db, indexReads }: { db: Db; indexReads: IndexReads },
  q: TextQuery,
  f: Filter,
  need: number,
): Promise<Row[]> {
  if (need <= 0) return [];
  const size = probeSize(need);
  const body = levels(q).length - 1;
  const newest = sql`SELECT * FROM articles ${where(conditions(f))} ORDER BY published DESC, id DESC LIMIT ${size}`;
  // The probe's newest hits in tier order, as many as the page can take: a tier gets `need`
  // less the hits of the better tiers (a better tier read through the index brings at least
  // its probe hits). The probe's length comes along, on a row without a tier when none has one:
  // fewer than its size means it read all the filter's articles.
  const probed = await sql<Hit>`
    WITH recent AS MATERIALIZED (
      SELECT id, published, CASE WHEN ${q.valid} THEN ${tierOf(q, false)} END AS tier
      FROM (${newest}) AS recent),
    hits AS (
      SELECT id, tier FROM recent WHERE tier IS NOT NULL
      ORDER BY tier, published DESC, id DESC LIMIT ${need})
    SELECT (SELECT count(*) FROM recent) AS scanned, hits.tier, a.*
    FROM (SELECT) AS probe
      LEFT JOIN (hits CROSS JOIN LATERAL (SELECT ${COLUMNS} FROM articles WHERE id = hits.id) AS a) ON true
    ORDER BY hits.tier, a.published DESC, a.id DESC`.execute(db);
  const whole = Number(probed.rows[0]?.scanned ?? 0) < size;
  const rows: Row[] = [];
  for (let n = 0; n < body; n++) {
    const left = need - rows.length;
    if (left <= 0) return rows;
    const hits = probed.rows.filter((r) => r.tier !== null && Number(r.tier) === n);
    rows.push(...(whole || hits.length >= left ? hits.slice(0, left) : await indexed(n, left)));
  }
  const left = need - rows.length;
  if (left <= 0) return rows;
  const walked = await sql<Row>`
    SELECT ${COLUMNS} FROM (${newest}) AS recent WHERE ${q.valid} AND ${tier(q, body)}
    ORDER BY published DESC, id DESC LIMIT ${left}`.execute(db);
  if (whole || walked.rows.length >= left) return [...rows, ...walked.rows];
  return [...rows, ...(await indexed(body, left))];

  /** A tier's newest `left` matches, read through the text index. */
  async function indexed(n: number, left: number): Promise<Row[]> {
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
