import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db, IndexReads } from '#server/db/database.ts';
import { SEARCH_LIMITS } from '#shared/constants.ts';
import { isDemoUrl } from '#shared/demo.ts';
import type { ArticleEnclosure, ArticlePage, ArticleSummary, Entity, Facet, StoryRef } from '#shared/schemas/news.ts';
import { bodyTierByRow, partialMatches, textQuery, tier, type TextQuery, type TextSearch } from './search-sql';
import { createTotalCache } from './total-cache';

type Row = {
  id: number;
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
  language: string;
  /** The article's story as [id, size, sources] (article_story, migration 0015); null when in none. */
  story: number[] | null;
  /** How complete the article is: its text's length twice, plus its summary's (which card stands for a story). */
  fullness: number;
};

export type Page = { limit: number; offset: number };
/** Filters on canonical names (the service resolves spelling first). */
export type Filter = { since?: Date; until?: Date; category?: string; source?: string };

// The lengths of text and summary are read from their TOAST pointers (both are stored EXTERNAL,
// migration 0004): no text is read to weigh an article.
const COLUMNS = sql`id, title, url, summary, published, source, category, image_url, image_width, image_height,
  author, enclosures, language, article_story(id) AS story, coalesce(octet_length(text), 0) * 2 + octet_length(summary) AS fullness`;
/** The story reference the API gives, from article_story's [id, size, sources]. */
export const storyRef = (story: number[] | null | undefined): StoryRef | undefined =>
  story && story.length === 3 ? { id: Number(story[0]), size: Number(story[1]), sources: Number(story[2]) } : undefined;
/** The story's audio files as the API gives them (articles.enclosures holds video too). */
export const audioOf = (enclosures: ArticleEnclosure[] | null | undefined) =>
  (enclosures ?? []).filter((e) => e.kind === 'audio').map(({ url, type, length }) => ({ url, type, length }));
export const toSummary = (r: Omit<Row, 'id' | 'fullness'>): ArticleSummary => {
  const audio = audioOf(r.enclosures);
  const story = storyRef(r.story);
  return {
    title: r.title,
    url: r.url,
    summary: r.summary,
    published: new Date(r.published).toISOString(),
    source: r.source,
    category: r.category,
    author: r.author ?? '',
    language: r.language,
    ...(r.image_url ? { image: { url: r.image_url, width: r.image_width, height: r.image_height } } : {}),
    ...(audio.length ? { audio } : {}),
    ...(isDemoUrl(r.url) ? { demo: true as const } : {}),
    ...(story ? { story } : {}),
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
/** `conditions` on the articles named `t` in the statement. */
function conditionsOn(t: string, f: Filter): RawBuilder<SqlBool>[] {
  const col = (name: string) => sql.ref(`${t}.${name}`);
  const c: RawBuilder<SqlBool>[] = [];
  if (f.since) c.push(sql<SqlBool>`${col('published')} >= ${f.since}`);
  if (f.until) c.push(sql<SqlBool>`${col('published')} < ${f.until}`);
  if (f.category !== undefined) c.push(sql<SqlBool>`${col('category')} = ${f.category}`);
  if (f.source !== undefined) c.push(sql<SqlBool>`${col('source')} = ${f.source}`);
  return c;
}
const where = (c: RawBuilder<SqlBool>[]) => (c.length ? sql`WHERE ${sql.join(c, sql` AND `)}` : sql``);
const and = (c: RawBuilder<SqlBool>[]) => (c.length ? sql` AND ${sql.join(c, sql` AND `)}` : sql``);

/** The filter on a story's other articles, as `story_articles sb` holds them (time, source; category by the article). */
function memberConditions(f: Filter): RawBuilder<SqlBool>[] {
  const c: RawBuilder<SqlBool>[] = [];
  if (f.since) c.push(sql<SqlBool>`sb.published >= ${f.since}`);
  if (f.until) c.push(sql<SqlBool>`sb.published < ${f.until}`);
  if (f.source !== undefined) c.push(sql<SqlBool>`sb.source = ${f.source}`);
  if (f.category !== undefined)
    c.push(sql<SqlBool>`EXISTS (SELECT 1 FROM articles b WHERE b.id = sb.article_id AND b.category = ${f.category})`);
  return c;
}

/**
 * An article of list `f` that is its story's newest in the list (or in no story): the one whose
 * place the story's card takes. `a` is the article, `sa` its story_articles row (left-joined).
 */
const newestOfStory = (f: Filter) => sql<SqlBool>`(sa.story_id IS NULL OR NOT EXISTS (
  SELECT 1 FROM story_articles sb
  WHERE sb.story_id = sa.story_id AND (sb.published, sb.article_id) > (a.published, a.id)${and(memberConditions(f))}))`;

/** A story's sources by name, earliest reporter first. */
const storySources = (story: RawBuilder<unknown>) => sql<string[] | null>`(
  SELECT array_agg(source ORDER BY first, source) FROM (
    SELECT source, min(published) AS first FROM story_articles WHERE story_id = ${story} GROUP BY source) AS x)`;

/** A card of a list with one card per story: the article, and its story's other sources. */
const toCard = (r: Row, sources: string[] | null | undefined): ArticleSummary => ({
  ...toSummary(r),
  moreSources: (sources ?? []).filter((x) => x !== r.source),
});

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
 * search instead of 3.0, and the open loop's p50 0.45 ms lower (alternating runs on 100,000
 * articles, 2026-11-25, 3753208).
 */
const PROBE_MIN = 600;
const PROBE_FACTOR = 10;

/** The most entities a story's page lists. */
const STORY_ENTITIES_MAX = 30;

/** How many category or source names a repository keeps of each (canonicalName). */
const KNOWN_NAMES_MAX = 10_000;

/** A search's match count: exact up to the cap; `atLeast` when there are more. */
type Counted = { n: number; atLeast: boolean };
/** A search's first matches in relevance order, and its match count. */
type Matches = { rows: Row[]; total: Counted };

/**
 * `db` and `indexReads` are the database handle's; the options are SEARCH_LIMITS.totalCap,
 * PROBE_MIN and PROBE_FACTOR unless a test needs small ones. `sideBySide` says that statements
 * sent together run together (PostgreSQL's pool; the embedded database runs one at a time), so
 * that asking for an answer that may not be needed can shorten a search.
 */
export function createNewsRepository(
  { db, indexReads }: { db: Db; indexReads: IndexReads },
  {
    totalCap = SEARCH_LIMITS.totalCap as number,
    probeMin = PROBE_MIN,
    probeFactor = PROBE_FACTOR,
    sideBySide = false,
  } = {},
) {
  // Categories and sources are matched case-insensitively and answered in their stored spelling.
  // Names found are kept, by the spelling asked for: the app only ever adds a category or a
  // source (ingest, the demo seed), never renames or removes one, so a name once found stays
  // right. A name not found is asked for again each time, so a source that ingest adds is found
  // at once. This spares a source's or a category's page a statement before its own
  // (docs/decisions/0061-category-and-source-names-kept-once-found.md).
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
    const r = await (
      f.since || f.until
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
    const over = sql.join(
      partialMatches(q).map((m) => sql`WHEN ${upTo(m)} > ${totalCap} THEN ${totalCap + 1}`),
      sql` `,
    );
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
      const r = await sql<{
        n: number;
      }>`SELECT ${upTo(sql<SqlBool>`(search_vector @@ ${q.tsquery}) IS TRUE`)} AS n`.execute(db);
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

  /**
   * Best relevance tier first, newest first within a tier (search-sql.ts `tier`). The tiers
   * are read in turn, each only as far as the page needs: title hits, then title + summary
   * hits, then body-only hits. Nothing is ranked, so a word in every article body costs a
   * page, not a sort of every match. Results end at `totalCap`, where the count stops.
   * Gives the first `need` matches in that order (the `offset` before the page too), and the
   * match count.
   */
  async function matches(f: Filter, q: TextQuery, need: number, offset: number): Promise<Matches> {
    // The plan and the probe below need nothing from each other: they run side by side.
    const planned = searchPlan(q, f);
    // Awaited below; marked handled now so a failing page query cannot leave it unhandled.
    planned.catch(() => undefined);
    const answer = async (rows: Row[]): Promise<Matches> => ({ rows, total: (await planned).total });
    if (need <= offset) return answer([]);
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
    const afterProbe = async (
      test: RawBuilder<SqlBool>,
      limit: number,
      size: number,
      probe: Row[],
      fromIndexRows: () => Promise<Row[]>,
    ) => {
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
    if (rows.length < need)
      rows.push(...(early ? (await early).slice(0, need - rows.length) : await headsAfter(need - rows.length)));
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
  }

  /** The number of cards of list `f` with one card per story (listCollapsed). */
  async function collapsedTotal(f: Filter): Promise<number> {
    if (!f.since && !f.until && f.category === undefined && f.source === undefined) {
      const r = await sql<{ n: number }>`
        SELECT (SELECT coalesce(sum(n), 0) FROM article_counts) - collapsed AS n FROM news_stats WHERE id = 1`.execute(
        db,
      );
      return Number(r.rows[0]?.n ?? 0);
    }
    const key = JSON.stringify(['cards', f.category, f.source, f.since, f.until]);
    const cached = totals.latest(key);
    const r = await sql<{ version: number; n: number | null }>`
      SELECT version, CASE WHEN version = ${cached?.version ?? -1} THEN NULL ELSE (
        SELECT count(*) FROM articles a LEFT JOIN story_articles sa ON sa.article_id = a.id
        ${where([...conditionsOn('a', f), newestOfStory(f)])}) END AS n
      FROM news_stats WHERE id = 1`.execute(db);
    const version = Number(r.rows[0]?.version ?? 0);
    const n = r.rows[0]?.n != null ? Number(r.rows[0].n) : (cached?.total ?? 0);
    totals.set(key, version, n);
    return n;
  }

  /**
   * The number of stories among a search's first `totalCap + 1` matches (an article in no story
   * counts as one), and whether there were more matches than the cap. A query that matches
   * nearly everything (querytree 'T', see searchPlan) is counted by walking the articles.
   */
  async function collapsedMatchTotal(q: TextQuery, f: Filter): Promise<Counted> {
    const key = JSON.stringify(['cards', q.key, f.category, f.source, f.since, f.until]);
    const cached = totals.latest(key);
    const first = (test: RawBuilder<SqlBool>) => sql`(
      SELECT count(DISTINCT coalesce(sa.story_id, -m.id)) * 2 + (count(*) > ${totalCap})::int FROM (
        SELECT id FROM articles ${where([q.valid, test, ...conditions(f)])} LIMIT ${totalCap + 1}) AS m
      LEFT JOIN story_articles sa ON sa.article_id = m.id)`;
    const r = await indexReads((x) =>
      sql<{ version: number; n: number | null }>`
        SELECT version, CASE WHEN version = ${cached?.version ?? -1} THEN NULL
          WHEN querytree(${q.tsquery}) = 'T' THEN ${first(sql<SqlBool>`(search_vector @@ ${q.tsquery}) IS TRUE`)}
          ELSE ${first(sql<SqlBool>`search_vector @@ ${q.tsquery}`)} END AS n
        FROM news_stats WHERE id = 1`.execute(x),
    );
    const version = Number(r.rows[0]?.version ?? 0);
    const coded = r.rows[0]?.n != null ? Number(r.rows[0].n) : (cached?.total ?? 0);
    totals.set(key, version, coded);
    return { n: Math.floor(coded / 2), atLeast: coded % 2 === 1 };
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

    /** A page of matches in relevance order (`matches`). */
    async search(f: Filter, text: TextSearch, page: Page): Promise<ArticlePage> {
      const { rows, total } = await matches(
        f,
        textQuery(text),
        Math.min(page.offset + page.limit, totalCap),
        page.offset,
      );
      return {
        content: rows.slice(page.offset).map(toSummary),
        totalElements: total.n,
        ...(total.atLeast ? { totalRelation: 'gte' } : {}),
      };
    },

    /**
     * One card per story, newest first: a story takes the place of its newest article in the
     * list, and its card is the story's most complete article in the list (`fullness`, then the
     * newest), with the story's other sources. An article in no story is a card of its own.
     * The total counts cards: for the whole list, articles less those the stories fold away
     * (news_stats.collapsed); for a part of it, counted (and kept for the data version).
     */
    async listCollapsed(f: Filter, page: Page): Promise<ArticlePage> {
      const rowsQ = sql<Row & { story_sources: string[] | null }>`
        WITH firsts AS (
          SELECT a.id, a.published, sa.story_id
          FROM articles a LEFT JOIN story_articles sa ON sa.article_id = a.id
          ${where([...conditionsOn('a', f), newestOfStory(f)])}
          ORDER BY a.published DESC, a.id DESC LIMIT ${page.limit} OFFSET ${page.offset})
        SELECT card.*, ${storySources(sql`firsts.story_id`)} AS story_sources
        FROM firsts CROSS JOIN LATERAL (
          SELECT ${COLUMNS} FROM articles
          WHERE id IN (
            SELECT firsts.id UNION ALL
            SELECT sb.article_id FROM story_articles sb WHERE sb.story_id = firsts.story_id${and(memberConditions(f))})
          ORDER BY fullness DESC, published DESC, id DESC LIMIT 1) AS card
        ORDER BY firsts.published DESC, firsts.id DESC`.execute(db);
      const [rows, total] = await Promise.all([rowsQ, collapsedTotal(f)]);
      return { content: rows.rows.map((r) => toCard(r, r.story_sources)), totalElements: total };
    },

    /**
     * A search with one card per story, in the order of each story's best match; the card is the
     * story's most complete match. Matches are read in growing steps until the page is full (or
     * they end, at `totalCap` at most). The total counts the stories among the first
     * `totalCap + 1` matches (a lower bound, `totalRelation: 'gte'`, when there are more).
     */
    async searchCollapsed(f: Filter, text: TextSearch, page: Page): Promise<ArticlePage> {
      const q = textQuery(text);
      const want = page.offset + page.limit;
      const totalQ = collapsedMatchTotal(q, f);
      totalQ.catch(() => undefined);
      let need = Math.min(totalCap, Math.max(2 * want, 20));
      let cards: Row[][];
      for (;;) {
        const { rows } = await matches(f, q, need, 0);
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
      const total = await totalQ;
      return {
        content: shown.map((r) => toCard(r, r.story ? sources.get(Number(r.story[0])) : [])),
        totalElements: total.n,
        ...(total.atLeast ? { totalRelation: 'gte' } : {}),
      };
    },

    /** See NewsService.storyArticles. */
    async storyArticles(
      ids: number[],
      page: Page,
    ): Promise<{ content: ArticleSummary[]; title: string; entities: Entity[] }> {
      const shown = ids.slice(page.offset, page.offset + page.limit);
      const rowsQ = shown.length
        ? sql<Row>`SELECT ${COLUMNS} FROM articles WHERE id = ANY(${shown}::bigint[])`.execute(db)
        : Promise.resolve({ rows: [] as Row[] });
      const titleQ = sql<{ title: string }>`
        SELECT title FROM articles WHERE id = ANY(${ids}::bigint[])
        ORDER BY coalesce(octet_length(text), 0) * 2 + octet_length(summary) DESC, published, id LIMIT 1`.execute(db);
      const entitiesQ = sql<Entity & { n: number }>`
        SELECT e.name, e.type, count(DISTINCT a.id) AS n
        FROM articles a CROSS JOIN LATERAL jsonb_to_recordset(a.entities) AS e(name text, type text)
        WHERE a.id = ANY(${ids}::bigint[]) AND e.name IS NOT NULL AND e.type IS NOT NULL
        GROUP BY e.name, e.type
        HAVING count(DISTINCT a.id) > ${ids.length > 1 ? 1 : 0}
        ORDER BY n DESC, e.name, e.type LIMIT ${STORY_ENTITIES_MAX}`.execute(db);
      const [rows, title, entities] = await Promise.all([rowsQ, titleQ, entitiesQ]);
      const byId = new Map(rows.rows.map((r) => [Number(r.id), r]));
      return {
        content: shown.flatMap((id) => {
          const r = byId.get(id);
          return r ? [toSummary(r)] : [];
        }),
        title: title.rows[0]?.title ?? '',
        entities: entities.rows.map(({ name, type }) => ({ name, type })),
      };
    },

    async findByUrl(url: string) {
      return db
        .selectFrom('articles')
        .select([
          'id',
          'title',
          'url',
          'summary',
          'text',
          'published',
          'source',
          'category',
          'entities',
          'bias',
          'sentiment',
          'missing_angles',
          'explain_like15',
          'image_url',
          'image_width',
          'image_height',
          'author',
          'enclosures',
          'language',
          sql<number[] | null>`article_story(id)`.as('story'),
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
