import { sql, type RawBuilder } from 'kysely';
import type { Db, IndexReads } from '#server/db/database.ts';
import { SEARCH_LIMITS } from '#shared/constants.ts';
import type { ArticlePage } from '#shared/schemas/news.ts';
import { conditions, storySources, toCard, toSummary, where, type Filter, type Page, type Row } from './rows';
import { readMatches } from './search-plan';
import { matchAll, textQuery, type TextQuery, type TextSearch } from './search-sql';
import { createTotalCache } from './total-cache';

/** A search's match count: exact up to the cap; `atLeast` when there are more. */
type Counted = { n: number; atLeast: boolean };

/**
 * Text search (docs/decisions/0001-search-postgresql-full-text-in-tiers.md): matches in
 * relevance tiers (search-sql.ts `tier`), newest first within a tier, and their count up to
 * `totalCap` + 1. `db` and `indexReads` are the database handle's; `totalCap` is
 * SEARCH_LIMITS.totalCap unless a test needs a small one.
 */
export function createSearchRepository(
  { db, indexReads }: { db: Db; indexReads: IndexReads },
  { totalCap = SEARCH_LIMITS.totalCap as number } = {},
) {
  const totals = createTotalCache();

  /**
   * The articles of the filter that match, at most `totalCap + 1` of them, as a statement's
   * subquery: the count stops there (decision 0025).
   */
  const firstMatches = (q: TextQuery, f: Filter) =>
    sql`SELECT id FROM articles ${where([q.valid, matchAll(q), ...conditions(f)])} LIMIT ${totalCap + 1}`;

  /**
   * Counts what `counted` makes of a query's first matches, once per data version
   * (news_stats.version; total-cache.ts). A query with no word that must be present (`-meals`;
   * querytree 'T') matches nearly every article, and the text index could answer it only by
   * reading itself whole: it is counted on the ordinary connection, where PostgreSQL reads the
   * articles in turn and stops at the cap among its dense matches. Any other query is counted
   * through the index (an index-reads connection: a word common in article texts is estimated
   * dense enough to make reading every article look cheaper, which it never is with the text
   * vectors in TOAST).
   */
  async function countOnce(key: string, q: TextQuery, counted: RawBuilder<number>): Promise<number> {
    const cached = totals.latest(key);
    const r = await indexReads((x) =>
      sql<{ version: number; scan: boolean; n: number | null }>`
        SELECT version, querytree(${q.tsquery}) = 'T' AS scan,
          CASE WHEN version = ${cached?.version ?? -1} OR querytree(${q.tsquery}) = 'T' THEN NULL
            ELSE ${counted} END AS n
        FROM news_stats WHERE id = 1`.execute(x),
    );
    const row = r.rows[0];
    const version = Number(row?.version ?? 0);
    let n = row?.n != null ? Number(row.n) : cached?.version === version ? cached.total : undefined;
    if (n === undefined) n = Number((await sql<{ n: number }>`SELECT ${counted} AS n`.execute(db)).rows[0]?.n ?? 0);
    totals.set(key, version, n);
    return n;
  }

  /** How many articles match, up to the cap. */
  async function total(q: TextQuery, f: Filter): Promise<Counted> {
    const key = JSON.stringify([q.key, f.category, f.source, f.since, f.until, f.languages]);
    const n = await countOnce(key, q, sql<number>`(SELECT count(*) FROM (${firstMatches(q, f)}) AS m)`);
    return n > totalCap ? { n: totalCap, atLeast: true } : { n, atLeast: false };
  }

  /**
   * The number of stories among a search's first `totalCap + 1` matches (an article in no story
   * counts as one), and whether there were more matches than the cap.
   */
  async function storyTotal(q: TextQuery, f: Filter): Promise<Counted> {
    const key = JSON.stringify(['cards', q.key, f.category, f.source, f.since, f.until, f.languages]);
    const coded = await countOnce(
      key,
      q,
      sql<number>`(
        SELECT count(DISTINCT coalesce(sa.story_id, -m.id)) * 2 + (count(*) > ${totalCap})::int
        FROM (${firstMatches(q, f)}) AS m LEFT JOIN story_articles sa ON sa.article_id = m.id)`,
    );
    return { n: Math.floor(coded / 2), atLeast: coded % 2 === 1 };
  }

  /**
   * The first `need` matches in relevance order (search-plan.ts reads them); `counted` is the
   * search's count, which tells whether its matches stop under the cap.
   */
  const matches = (q: TextQuery, f: Filter, need: number, counted: Promise<Counted>): Promise<Row[]> =>
    readMatches({ db, indexReads }, q, f, need, async () => !(await counted).atLeast);

  return {
    /** A page of matches in relevance order, ending at `totalCap` where the count stops. */
    async search(f: Filter, text: TextSearch, page: Page): Promise<ArticlePage> {
      const q = textQuery(text, f.languages);
      const counted = total(q, f);
      counted.catch(() => undefined); // awaited below; a failing page query must not leave it unhandled
      const rows = await matches(q, f, Math.min(page.offset + page.limit, totalCap), counted);
      const n = await counted;
      return {
        content: rows.slice(page.offset).map(toSummary),
        totalElements: n.n,
        ...(n.atLeast ? { totalRelation: 'gte' } : {}),
      };
    },

    /**
     * A search with one card per story, in the order of each story's best match; the card is the
     * story's most complete match. Matches are read in growing steps until the page is full (or
     * they end, at `totalCap` at most). The total counts the stories among the first
     * `totalCap + 1` matches (a lower bound, `totalRelation: 'gte'`, when there are more).
     */
    async searchCollapsed(f: Filter, text: TextSearch, page: Page): Promise<ArticlePage> {
      const q = textQuery(text, f.languages);
      const want = page.offset + page.limit;
      const totalQ = storyTotal(q, f);
      totalQ.catch(() => undefined);
      let need = Math.min(totalCap, Math.max(2 * want, 20));
      let cards: Row[][];
      for (;;) {
        const rows = await matches(q, f, need, totalQ);
        const byStory = new Map<string, Row[]>();
        for (const r of rows) {
          const key = r.story ? `s${r.story[0]}` : `a${r.id}`;
          const group = byStory.get(key);
          if (group) group.push(r);
          else byStory.set(key, [r]);
        }
        cards = [...byStory.values()];
        if (cards.length >= want || rows.length < need || need >= totalCap) break;
        need = Math.min(totalCap, need * 2);
      }
      const shown = cards
        .slice(page.offset, want)
        .map((group) => group.reduce((best, r) => (r.fullness > best.fullness ? r : best)));
      const ids = shown.flatMap((r) => (r.story ? [Number(r.story[0])] : []));
      const sources = new Map<number, string[]>();
      if (ids.length) {
        const r = await sql<{ id: number; sources: string[] }>`
          SELECT id, ${storySources(sql`id`)} AS sources FROM unnest(${ids}::bigint[]) AS id`.execute(db);
        for (const x of r.rows) sources.set(Number(x.id), x.sources ?? []);
      }
      const n = await totalQ;
      return {
        content: shown.map((r) => toCard(r, r.story ? sources.get(Number(r.story[0])) : [])),
        totalElements: n.n,
        ...(n.atLeast ? { totalRelation: 'gte' } : {}),
      };
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
