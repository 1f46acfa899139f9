import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db, IndexReads } from '#server/db/database.ts';
import { SEARCH_LIMITS } from '#shared/constants.ts';
import type { ArticleEnclosure, ArticlePage, ArticleSummary, Facet } from '#shared/schemas/news.ts';
import { bodyTierByRow, partialMatches, textQuery, tier, type TextQuery, type TextSearch } from './search-sql';
import { createTotalCache } from './total-cache';

type Row = {
  title: string;
  url: string;
  summary: string;
  published: Date;
  source: string;
  category: string;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  author: string;
  enclosures: ArticleEnclosure[];
};

export type Page = { limit: number; offset: number };
/** Filters on canonical names (the service resolves spelling first). */
export type Filter = { since?: Date; until?: Date; category?: string; source?: string };

const COLUMNS = sql`title, url, summary, published, source, category, image_url, image_width, image_height, author, enclosures`;
/** The story's audio files as the API gives them (articles.enclosures holds video too). */
export const audioOf = (enclosures: ArticleEnclosure[] | null | undefined) =>
  (enclosures ?? []).filter((e) => e.kind === 'audio').map(({ url, type, length }) => ({ url, type, length }));
export const toSummary = (r: Row): ArticleSummary => {
  const audio = audioOf(r.enclosures);
  return {
    title: r.title,
    url: r.url,
    summary: r.summary,
    published: new Date(r.published).toISOString(),
    source: r.source,
    category: r.category,
    author: r.author ?? '',
    ...(r.image_url ? { image: { url: r.image_url, width: r.image_width, height: r.image_height } } : {}),
    ...(audio.length ? { audio } : {}),
  };
};

/** Whether the trigger-kept counts answer the filter's article count: they keep no dates. */
const keptCountFits = (f: Filter) => !f.since && !f.until;

/** How many articles of a category and/or source there are, from the trigger-kept counts (no dates). */
function keptCount(f: Filter): RawBuilder<number> {
  const c = conditions({ category: f.category, source: f.source });
  return sql<number>`(SELECT coalesce(sum(n), 0) FROM article_counts ${where(c)})`;
}

function conditions(f: Filter): RawBuilder<SqlBool>[] {
  const c: RawBuilder<SqlBool>[] = [];
  if (f.since) c.push(sql<SqlBool>`published >= ${f.since}`);
  if (f.until) c.push(sql<SqlBool>`published < ${f.until}`);
  if (f.category !== undefined) c.push(sql<SqlBool>`category = ${f.category}`);
  if (f.source !== undefined) c.push(sql<SqlBool>`source = ${f.source}`);
  return c;
}
const where = (c: RawBuilder<SqlBool>[]) => (c.length ? sql`WHERE ${sql.join(c, sql` AND `)}` : sql``);

/**
 * How much dearer one article is to test while walking the newest articles (its big search
 * vector is read from TOAST) than one match read through the index. The body tier walks when
 * that is cheaper: walking visits about want × articles / matches rows, the index reads them all.
 */
const WALK_COST = 8;
/**
 * How much dearer one hit read through a title or title + summary index is than one article
 * tested while walking the newest ones: the index's hits are visited in the table's order and
 * then sorted, the walk takes the next article in published order and tests its small vector
 * (measured on 100,000 demo articles: about 2 µs a hit against 0.9 µs a row walked).
 */
const INDEX_HIT_COST = 2;
/**
 * How many of the newest articles the title and title + summary tiers look at before walking
 * on or using their index. Each follow-up is one more statement (a round trip and a plan);
 * testing a row of the probe costs about 1 µs. 600 instead of 200: 2.8 statements a one-word
 * search instead of 3.0, and the open loop's p50 0.45 ms lower (tests/bench/HISTORY.md,
 * "Ninth session").
 */
const PROBE_MIN = 600;
const PROBE_FACTOR = 10;

/** How many category or source names a repository keeps of each (canonicalName). */
const KNOWN_NAMES_MAX = 10_000;

/** A search's match count: exact up to the cap; `atLeast` when there are more. */
type Counted = { n: number; atLeast: boolean };

/**
 * `db` and `indexReads` are the database handle's; the options are SEARCH_LIMITS.totalCap,
 * PROBE_MIN and PROBE_FACTOR unless a test needs small ones. `sideBySide` says that statements
 * sent together run together (PostgreSQL's pool; the embedded database runs one at a time), so
 * that asking for an answer that may not be needed can shorten a search.
 */
export function createNewsRepository(
  { db, indexReads }: { db: Db; indexReads: IndexReads },
  { totalCap = SEARCH_LIMITS.totalCap as number, probeMin = PROBE_MIN, probeFactor = PROBE_FACTOR, sideBySide = false } = {},
) {
  // Categories and sources are matched case-insensitively and answered in their stored spelling.
  // Names found are kept, by the spelling asked for: the app only ever adds a category or a
  // source (ingest, the demo seed), never renames or removes one, so a name once found stays
  // right. A name not found is asked for again each time, so a source that ingest adds is found
  // at once. This spares a source's or a category's page a statement before its own
  // (tests/bench/HISTORY.md, "Fourteenth session").
  const known = { categories: new Map<string, string>(), sources: new Map<string, string>() };
  async function canonicalName(table: 'categories' | 'sources', name: string): Promise<string | undefined> {
    const names = known[table];
    const hit = names.get(name);
    if (hit !== undefined) return hit;
    const row = await db
      .selectFrom(table)
      .select('name')
      .where(sql<SqlBool>`lower(name) = lower(${name})`)
      .executeTakeFirst();
    if (row && names.size < KNOWN_NAMES_MAX) names.set(name, row.name);
    return row?.name;
  }

  const totals = createTotalCache();

  /** Total for a filter without text: from the trigger-kept counts unless a date range applies. */
  async function filterTotal(f: Filter): Promise<number> {
    const r = await (f.since || f.until
      ? sql<{ n: number }>`SELECT count(*) AS n FROM articles ${where(conditions(f))}`
      : sql<{ n: number }>`SELECT ${keptCount(f)} AS n`
    ).execute(db);
    return Number(r.rows[0]?.n ?? 0);
  }

  /**
   * A search's first statement, on an index-reads connection (DbHandle `indexReads`): the data
   * version (for cached totals), whether the query can use the GIN indexes at all, the filter's
   * article count, and the match count unless it is cached for this version. A query with no
   * word that must be present (`-meals`, or `above -meals` once the stop word is gone, or
   * `a OR -b`) matches nearly every article, and the index could only answer it by reading
   * itself whole (querytree() is then 'T'): it is counted by a second statement that reads
   * articles in turn, which stops at the cap among its dense matches.
   *
   * The match count stops at `totalCap + 1`: enough to tell "exactly n" from "the cap or
   * more". An exact count of a word in most articles visits every match, which grows with the
   * corpus; the capped count stops early. Title hits, then title + summary hits, may pass the
   * cap already; each subquery runs only when the one before it did not (PostgreSQL evaluates
   * a subquery when first needed, so a CASE that does not reach one never runs it).
   */
  async function searchPlan(q: TextQuery, f: Filter) {
    const key = JSON.stringify([q.key, f.category, f.source, f.since, f.until]);
    const cached = totals.latest(key);
    const upTo = (test: RawBuilder<SqlBool>) =>
      sql<number>`(SELECT count(*) FROM (SELECT 1 FROM articles ${where([q.valid, test, ...conditions(f)])} LIMIT ${totalCap + 1}) AS m)`;
    const all = upTo(sql<SqlBool>`search_vector @@ ${q.tsquery}`);
    const over = sql.join(partialMatches(q).map((m) => sql`WHEN ${upTo(m)} > ${totalCap} THEN ${totalCap + 1}`), sql` `);
    const scan = sql<SqlBool>`querytree(${q.tsquery}) = 'T'`;
    // The filter's article count comes along (searches filter by source at most, which
    // article_counts answers) for a search whose probe found nothing, which carries it otherwise;
    // it decides between walking the newest articles and the index.
    const counted = keptCountFits(f);
    const r = await indexReads((x) =>
      sql<{ version: number; scan: boolean; scope: number | null; n: number | null }>`
        SELECT version, ${scan} AS scan, ${counted ? keptCount(f) : sql`NULL`} AS scope,
          CASE WHEN version = ${cached?.version ?? -1} OR ${scan} THEN NULL ELSE CASE ${over} ELSE ${all} END END AS n
        FROM news_stats WHERE id = 1`.execute(x),
    );
    const row = r.rows[0];
    const version = Number(row?.version ?? 0);
    let n = row?.n != null ? Number(row.n) : cached?.version === version ? cached.total : undefined;
    if (n === undefined) {
      // `IS TRUE` hides the operator from the GIN index, which could answer this query only by
      // reading itself whole: articles are tested in turn, which stops at the cap.
      const r = await sql<{ n: number }>`SELECT ${upTo(sql<SqlBool>`(search_vector @@ ${q.tsquery}) IS TRUE`)} AS n`.execute(db);
      n = Number(r.rows[0]?.n ?? 0);
    }
    totals.set(key, version, n);
    let scope = counted ? Promise.resolve(Number(row?.scope ?? 0)) : undefined;
    const total: Counted = n > totalCap ? { n: totalCap, atLeast: true } : { n, atLeast: false };
    return {
      total,
      /** How many articles the filter allows (counted above, or asked for once when dates apply). */
      scope: () => (scope ??= filterTotal(f)),
    };
  }

  return {
    /** Newest first. */
    async list(f: Filter, page: Page): Promise<ArticlePage> {
      const rowsQ = sql<Row>`
        SELECT ${COLUMNS} FROM articles ${where(conditions(f))}
        ORDER BY published DESC, id DESC LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
      const [rows, total] = await Promise.all([rowsQ, filterTotal(f)]);
      return { content: rows.rows.map(toSummary), totalElements: total };
    },

    /**
     * Best relevance tier first, newest first within a tier (search-sql.ts `tier`). The tiers
     * are read in turn, each only as far as the page needs: title hits, then title + summary
     * hits, then body-only hits. Nothing is ranked, so a word in every article body costs a
     * page, not a sort of every match. Results end at `totalCap`, where the count stops.
     */
    async search(f: Filter, text: TextSearch, page: Page): Promise<ArticlePage> {
      const q = textQuery(text);
      // The plan and the probe below need nothing from each other: they run side by side.
      const planned = searchPlan(q, f);
      // Awaited below; marked handled now so a failing page query cannot leave it unhandled.
      planned.catch(() => undefined);
      const answer = async (rows: Row[]): Promise<ArticlePage> => {
        const { n, atLeast } = (await planned).total;
        return { content: rows.slice(page.offset).map(toSummary), totalElements: n, ...(atLeast ? { totalRelation: 'gte' } : {}) };
      };
      const need = Math.min(page.offset + page.limit, totalCap);
      if (need <= page.offset) return answer([]);
      // `+ interval '0 s'` keeps the order but hides it from the published index, so the rows
      // come from the tier's GIN index: walking the newest articles and testing each is a trap
      // when the tier's hits are rare among them (the planner cannot know), while reading all
      // of a small tier's hits is bounded and cheap.
      const fromIndex = (exec: Db, n: 1 | 2 | 3, limit: number) =>
        sql<Row>`
          SELECT ${COLUMNS} FROM articles ${where([q.valid, tier(q, n), ...conditions(f)])}
          ORDER BY published + interval '0 s' DESC, id DESC LIMIT ${limit}`.execute(exec);
      // Hits can be dense among the newest articles (a word in most summaries or bodies) where
      // title hits are rare: look among the newest articles first, and use the index only when
      // that falls short. A full probe holds the newest hits, since every newer article was tested.
      const fromNewest = async (test: RawBuilder<SqlBool>, limit: number, probe: number) =>
        (
          await sql<Row>`
            SELECT ${COLUMNS} FROM (
              SELECT * FROM articles ${where(conditions(f))}
              ORDER BY published DESC, id DESC LIMIT ${probe}) AS recent
            WHERE ${q.valid} AND ${test}
            ORDER BY published DESC, id DESC LIMIT ${limit}`.execute(db)
        ).rows;
      const probeSize = (limit: number) => Math.max(probeMin, probeFactor * limit);
      /**
       * After a probe of the newest `size` articles fell short, its hit rate estimates how dense
       * the tier is: walking on (twice the rows that should hold the hits wanted) is chosen when
       * that costs less than reading the tier's estimated hits through the index and sorting
       * them (INDEX_HIT_COST); otherwise, or when the walk falls short too, the index.
       */
      const afterProbe = async (test: RawBuilder<SqlBool>, limit: number, size: number, probe: Row[], fromIndexRows: () => Promise<Row[]>) => {
        if (probe.length >= limit) return probe.slice(0, limit);
        // Nothing among the newest articles: the index holds the hits, if any.
        if (probe.length === 0) return fromIndexRows();
        const scope = await scopeSize();
        if (size < scope) {
          const walk = Math.ceil((2 * limit * size) / probe.length);
          if (walk < INDEX_HIT_COST * (probe.length / size) * scope) {
            const more = await fromNewest(test, limit, walk);
            if (more.length === limit || walk >= scope) return more;
          }
        }
        return size >= scope ? probe : fromIndexRows();
      };
      const firstNewest = async (test: RawBuilder<SqlBool>, limit: number, fromIndexRows: () => Promise<Row[]>) => {
        const size = probeSize(limit);
        return afterProbe(test, limit, size, await fromNewest(test, limit, size), fromIndexRows);
      };
      // One probe serves the title tier and the title + summary tier: the newest hits of each
      // among the newest articles, at most `need` of each.
      const size = probeSize(need);
      const counted = keptCountFits(f);
      const probe = (
        await sql<Row & { t: number; scope: number | null }>`
          SELECT ${COLUMNS}, t, ${counted ? keptCount(f) : sql`NULL`} AS scope FROM (
            SELECT *, row_number() OVER (PARTITION BY t ORDER BY published DESC, id DESC) AS k FROM (
              SELECT *, CASE WHEN ${tier(q, 3)} THEN 3 WHEN ${tier(q, 2)} THEN 2 END AS t FROM (
                SELECT * FROM articles ${where(conditions(f))}
                ORDER BY published DESC, id DESC LIMIT ${size}) AS recent
              WHERE ${q.valid}) AS tiered
            WHERE t IS NOT NULL) AS hits
          WHERE k <= ${need}
          ORDER BY published DESC, id DESC`.execute(db)
      ).rows;
      // How many articles the filter allows: each of the probe's rows carries it, so that the
      // choice between walking on and the index need not wait for the count statement, which
      // can take longer than the probe and its follow-up; the count statement has it too.
      const probeScope = counted && probe[0] ? Number(probe[0].scope) : undefined;
      const scopeSize = async () => probeScope ?? (await planned).scope();
      const indexed = (n: 2 | 3, limit: number) => async () => (await fromIndex(db, n, limit)).rows;
      const titled = probe.filter((r) => r.t === 3);
      const heads = probe.filter((r) => r.t === 2);
      const titles = afterProbe(tier(q, 3), need, size, titled, indexed(3, need));
      const headsAfter = (want: number) => afterProbe(tier(q, 2), want, size, heads, indexed(2, want));
      // When the probe's title hit rate says the title tier cannot fill the page (none among the
      // newest articles, or fewer than `need` expected in the filter's articles), the title +
      // summary tier is asked for beside the title tier's follow-up instead of after it: at most
      // `need - titled.length` of its hits can be wanted, and its newest hits, in order, are cut
      // to what is left. (Measured on the search mix: the title tier then falls short 3 times in 4.)
      // Only where the two statements run side by side: one after the other, it saves nothing.
      const fewTitles = titled.length === 0 || (probeScope !== undefined && titled.length * probeScope < need * size);
      const early = sideBySide && fewTitles && titled.length < need ? headsAfter(need - titled.length) : undefined;
      early?.catch(() => undefined);
      const rows = await titles;
      if (rows.length < need) rows.push(...(early ? (await early).slice(0, need - rows.length) : await headsAfter(need - rows.length)));
      if (rows.length < need) {
        // Every title and title + summary hit is in `rows` now, so the body tier holds exactly
        // the other matches. Dense (a word in most bodies): walk the newest articles, a few
        // rows per hit. Sparse: read its hits through the index. Past the cap the count no
        // longer tells which: probe the newest articles, then the index.
        const [matches, scope] = [(await planned).total, await scopeSize()];
        const body = matches.n - rows.length;
        const want = need - rows.length;
        // On an index-reads connection: the walk's row estimate is often tiny (a word in most bodies is in
        // most summaries too), which would make a sequential scan and sort look cheap.
        const bodyIndexed = async () => (await indexReads((x) => fromIndex(x, 1, want))).rows;
        const bodyWalk = async () =>
          (
            await indexReads((x) =>
              sql<Row>`
                SELECT ${COLUMNS} FROM articles ${where([q.valid, bodyTierByRow(q), ...conditions(f)])}
                ORDER BY published DESC, id DESC LIMIT ${want}`.execute(x),
            )
          ).rows;
        if (matches.atLeast) rows.push(...(await firstNewest(bodyTierByRow(q), want, bodyIndexed)));
        else if (body > 0) rows.push(...(await (body * body > WALK_COST * want * scope ? bodyWalk : bodyIndexed)()));
      }
      return answer(rows);
    },

    async findByUrl(url: string) {
      return db
        .selectFrom('articles')
        .select([
          'id', 'title', 'url', 'summary', 'text', 'published', 'source', 'category', 'entities',
          'bias', 'sentiment', 'missing_angles', 'explain_like15', 'image_url', 'image_width', 'image_height',
          'author', 'enclosures',
        ])
        .where('url', '=', url)
        .executeTakeFirst();
    },

    /** The category's canonical spelling, or undefined when there is no such category. */
    categoryName: (name: string) => canonicalName('categories', name),

    /** The source's canonical spelling, or undefined when no source has that name. */
    sourceName: (name: string) => canonicalName('sources', name),

    async categories(): Promise<Facet[]> {
      const r = await sql<{ name: string; count: number }>`
        SELECT c.name, coalesce(sum(ac.n), 0) AS count
        FROM categories c LEFT JOIN article_counts ac ON ac.category = c.name
        GROUP BY c.name, c.position ORDER BY c.position`.execute(db);
      return r.rows.map((x) => ({ name: x.name, count: Number(x.count) }));
    },

    async sources(): Promise<Facet[]> {
      const r = await sql<{ name: string; count: number }>`
        SELECT s.name, coalesce(sum(ac.n), 0) AS count
        FROM sources s LEFT JOIN article_counts ac ON ac.source = s.name
        GROUP BY s.name ORDER BY s.name`.execute(db);
      return r.rows.map((x) => ({ name: x.name, count: Number(x.count) }));
    },
  };
}
export type NewsRepository = ReturnType<typeof createNewsRepository>;
