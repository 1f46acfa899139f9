import { sql } from 'kysely';
import type { Db, IndexReads } from '#server/db/database.ts';
import { SEARCH_LIMITS } from '#shared/constants.ts';
import type { ArticlePage } from '#shared/schemas/news.ts';
import { COLUMNS, conditions, storySources, toCard, toSummary, where, type Filter, type Page, type Row } from './rows';
import { readMatches } from './search-plan';
import { matchAll, textQuery, tierOf, type TextQuery, type TextSearch } from './search-sql';
import { createTotalCache } from './total-cache';

/** A search's match count: exact up to the cap; `atLeast` when there are more. */
type Counted = { n: number; atLeast: boolean };

/** What the first statement of a search answers: its count, and its first matches when they stop under the cap. */
type Opened = { counted: Counted; rows?: Row[] };

/**
 * Text search (docs/decisions/0001-search-postgresql-full-text-in-tiers.md): matches in
 * relevance tiers (search-sql.ts `levels`), newest first within a tier, and their count up to
 * `totalCap` + 1. `db` and `indexReads` are the database handle's; `totalCap` is
 * SEARCH_LIMITS.totalCap unless a test needs a small one.
 *
 * A search opens with one statement (`open`) that reads its matches through the text index, at
 * most `totalCap + 1` of them (the count stops there, decision 0025), and sorts each into its
 * tier as it reads it. When they stop under the cap, that statement holds the whole answer: the
 * count, and the page's rows in relevance order. Only a search with more matches than the cap
 * needs search-plan.ts, which finds the best of them without reading them all
 * (decision 0125).
 */
export function createSearchRepository(
  { db, indexReads }: { db: Db; indexReads: IndexReads },
  { totalCap = SEARCH_LIMITS.totalCap as number } = {},
) {
  const totals = createTotalCache();

  /**
   * The count the statement gives: the matches, or for `stories` the stories among them (an
   * article in no story counts as one) coded as stories * 2 + (whether the matches pass the cap).
   */
  const countOf = (stories: boolean) =>
    stories
      ? sql<number>`(SELECT count(DISTINCT coalesce(sa.story_id, -m.id)) * 2 + (count(*) > ${totalCap})::int
          FROM m LEFT JOIN story_articles sa ON sa.article_id = m.id)`
      : sql<number>`(SELECT count(*) FROM m)`;
  const decode = (stories: boolean, n: number): Counted =>
    stories
      ? { n: Math.floor(n / 2), atLeast: n % 2 === 1 }
      : n > totalCap
        ? { n: totalCap, atLeast: true }
        : { n, atLeast: false };

  /**
   * The search's count and, when its matches stop under the cap, its first `need` in relevance
   * order, in one statement on an index-reads connection (a word common in article texts is
   * estimated dense enough to make reading every article look cheaper, which it never is with
   * the text vectors in TOAST). The count is kept per data version (news_stats.version;
   * total-cache.ts): when a search already known to pass the cap is asked again at the same
   * version, the statement reads no match. A query with no word that must be present (`-meals`;
   * querytree 'T') matches nearly every article, and the text index could answer it only by
   * reading itself whole: it is counted on the ordinary connection, where PostgreSQL reads the
   * articles in turn and stops at the cap among its dense matches, and read by search-plan.ts.
   */
  async function open(q: TextQuery, f: Filter, need: number, stories: boolean): Promise<Opened> {
    const key = JSON.stringify([stories, q.key, f.category, f.source, f.since, f.until, f.languages]);
    const cached = totals.latest(key);
    const known = cached && decode(stories, cached.total).atLeast ? cached.version : -1;
    const matching = [q.valid, matchAll(q), ...conditions(f)];
    // `skip`: the matches are not read here (a query to count on the ordinary connection, or a
    // search known to pass the cap at this version).
    const r = await indexReads((x) =>
      sql<Row & { version: number; skip: boolean; n: number | null; tier: number | null }>`
        WITH stats AS MATERIALIZED (
          SELECT version, querytree(${q.tsquery}) = 'T' OR version = ${known} AS skip
          FROM news_stats WHERE id = 1),
        m AS MATERIALIZED (
          SELECT id, published, ${tierOf(q, true)} AS tier FROM articles
          ${where([...matching, sql`NOT (SELECT skip FROM stats)`])}
          LIMIT ${totalCap + 1}),
        page AS (
          SELECT id, tier FROM m WHERE (SELECT count(*) FROM m) <= ${totalCap}
          ORDER BY tier, published DESC, id DESC LIMIT ${need})
        SELECT stats.version, CASE WHEN stats.skip THEN NULL ELSE ${countOf(stories)} END AS n, page.tier, a.*
        FROM stats LEFT JOIN (page CROSS JOIN LATERAL (SELECT ${COLUMNS} FROM articles WHERE id = page.id) AS a) ON true
        ORDER BY page.tier, a.published DESC, a.id DESC`.execute(x),
    );
    const first = r.rows[0];
    const version = Number(first?.version ?? 0);
    let n = first?.n != null ? Number(first.n) : cached?.version === version ? cached.total : undefined;
    if (n === undefined) {
      const firsts = sql`SELECT id FROM articles ${where(matching)} LIMIT ${totalCap + 1}`;
      const counted = await sql<{ n: number }>`WITH m AS (${firsts}) SELECT ${countOf(stories)} AS n`.execute(db);
      n = Number(counted.rows[0]?.n ?? 0);
    }
    totals.set(key, version, n);
    const counted = decode(stories, n);
    if (counted.atLeast || first?.n == null) return { counted };
    return { counted, rows: r.rows.filter((row) => row.tier !== null) };
  }

  /**
   * The search's count and its first `need` matches in relevance order: from the opening
   * statement, or, for a search with more matches than the cap, read by search-plan.ts.
   */
  async function matches(q: TextQuery, f: Filter, need: number, stories: boolean) {
    const opened = await open(q, f, need, stories);
    return { counted: opened.counted, rows: opened.rows ?? (await readMatches({ db, indexReads }, q, f, need)) };
  }

  return {
    /** A page of matches in relevance order, ending at `totalCap` where the count stops. */
    async search(f: Filter, text: TextSearch, page: Page): Promise<ArticlePage> {
      const q = textQuery(text, f.languages);
      const { counted, rows } = await matches(q, f, Math.min(page.offset + page.limit, totalCap), false);
      return {
        content: rows.slice(page.offset).map(toSummary),
        totalElements: counted.n,
        ...(counted.atLeast ? { totalRelation: 'gte' } : {}),
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
      let need = Math.min(totalCap, Math.max(2 * want, 20));
      let cards: Row[][];
      let counted: Counted;
      for (;;) {
        const read = await matches(q, f, need, true);
        counted = read.counted;
        const byStory = new Map<string, Row[]>();
        for (const r of read.rows) {
          const key = r.story ? `s${r.story[0]}` : `a${r.id}`;
          const group = byStory.get(key);
          if (group) group.push(r);
          else byStory.set(key, [r]);
        }
        cards = [...byStory.values()];
        if (cards.length >= want || read.rows.length < need || need >= totalCap) break;
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
      return {
        content: shown.map((r) => toCard(r, r.story ? sources.get(Number(r.story[0])) : [])),
        totalElements: counted.n,
        ...(counted.atLeast ? { totalRelation: 'gte' } : {}),
      };
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
