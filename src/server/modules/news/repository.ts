import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { ArticleSummary, Facet } from '#shared/schemas/news.ts';
import type { Paged } from '#shared/schemas/paging.ts';
import { impliedByTitle, textQuery, tierExpression, type TextQuery, type TextSearch } from './search-sql';
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
};

export type Page = { limit: number; offset: number };
/** Filters on canonical names (the service resolves spelling first). */
export type Filter = { since?: Date; until?: Date; category?: string; source?: string };

const COLUMNS = sql`title, url, summary, published, source, category, image_url, image_width, image_height`;
export const toSummary = (r: Row): ArticleSummary => ({
  title: r.title,
  url: r.url,
  summary: r.summary,
  published: new Date(r.published).toISOString(),
  source: r.source,
  category: r.category,
  ...(r.image_url ? { image: { url: r.image_url, width: r.image_width, height: r.image_height } } : {}),
});

function conditions(f: Filter): RawBuilder<SqlBool>[] {
  const c: RawBuilder<SqlBool>[] = [];
  if (f.since) c.push(sql<SqlBool>`published >= ${f.since}`);
  if (f.until) c.push(sql<SqlBool>`published < ${f.until}`);
  if (f.category !== undefined) c.push(sql<SqlBool>`category = ${f.category}`);
  if (f.source !== undefined) c.push(sql<SqlBool>`source = ${f.source}`);
  return c;
}
const where = (c: RawBuilder<SqlBool>[]) => (c.length ? sql`WHERE ${sql.join(c, sql` AND `)}` : sql``);

export function createNewsRepository(db: Db) {
  // Categories and sources are matched case-insensitively and answered in their stored spelling.
  async function canonicalName(table: 'categories' | 'sources', name: string): Promise<string | undefined> {
    const row = await db
      .selectFrom(table)
      .select('name')
      .where(sql<SqlBool>`lower(name) = lower(${name})`)
      .executeTakeFirst();
    return row?.name;
  }

  const totals = createTotalCache();

  /** Total for a filter without text: from the trigger-kept counts unless a date range applies. */
  async function filterTotal(f: Filter): Promise<number> {
    if (f.since || f.until) {
      const r = await sql<{ n: number }>`SELECT count(*) AS n FROM articles ${where(conditions(f))}`.execute(db);
      return Number(r.rows[0]?.n ?? 0);
    }
    const c: RawBuilder<SqlBool>[] = [];
    if (f.category !== undefined) c.push(sql<SqlBool>`category = ${f.category}`);
    if (f.source !== undefined) c.push(sql<SqlBool>`source = ${f.source}`);
    const r = await sql<{ n: number | null }>`SELECT sum(n) AS n FROM article_counts ${where(c)}`.execute(db);
    return Number(r.rows[0]?.n ?? 0);
  }

  async function searchTotal(f: Filter, q: TextQuery): Promise<number> {
    const version = await db.selectFrom('news_stats').select('version').where('id', '=', 1).executeTakeFirst();
    const key = JSON.stringify([q.key, f.category, f.source, f.since, f.until]);
    const cached = totals.get(key, Number(version?.version ?? 0));
    if (cached !== undefined) return cached;
    const c = [q.valid, sql<SqlBool>`search_vector @@ ${q.tsquery}`, ...conditions(f)];
    const r = await sql<{ n: number }>`SELECT count(*) AS n FROM articles ${where(c)}`.execute(db);
    const n = Number(r.rows[0]?.n ?? 0);
    totals.set(key, Number(version?.version ?? 0), n);
    return n;
  }

  return {
    /** Newest first. */
    async list(f: Filter, page: Page): Promise<Paged<ArticleSummary>> {
      const rowsQ = sql<Row>`
        SELECT ${COLUMNS} FROM articles ${where(conditions(f))}
        ORDER BY published DESC, id DESC LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
      const [rows, total] = await Promise.all([rowsQ, filterTotal(f)]);
      return { content: rows.rows.map(toSummary), totalElements: total };
    },

    /** Best relevance tier first, newest first within a tier. */
    async search(f: Filter, text: TextSearch, page: Page): Promise<Paged<ArticleSummary>> {
      const q = textQuery(text);
      const c = [q.valid, sql<SqlBool>`search_vector @@ ${q.tsquery}`, ...conditions(f)];
      const total = searchTotal(f, q);
      // Awaited below; marked handled now so a failing page query cannot leave it unhandled.
      total.catch(() => undefined);
      // Fast path: when title hits alone fill the page, the page is exactly those (tier 3,
      // newest first), found through the title index without ranking every match.
      const enough = page.offset + page.limit;
      // `+ interval '0 s'` keeps the order but hides it from the published index: walking that
      // index and testing each row is a trap when title hits are rare among recent articles
      // (the planner cannot know), while reading all title hits is bounded and cheap.
      const titled = await sql<Row>`
        SELECT ${COLUMNS} FROM articles
        ${where([q.valid, sql<SqlBool>`title_vector @@ ${q.tsquery}`, impliedByTitle(q), ...conditions(f)])}
        ORDER BY published + interval '0 s' DESC, id DESC LIMIT ${enough}`.execute(db);
      if (titled.rows.length >= enough) {
        return { content: titled.rows.slice(page.offset).map(toSummary), totalElements: await total };
      }
      const rows = await sql<Row>`
        SELECT ${COLUMNS} FROM articles ${where(c)}
        ORDER BY ${tierExpression(q)} DESC, published DESC, id DESC
        LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
      return { content: rows.rows.map(toSummary), totalElements: await total };
    },

    async findByUrl(url: string) {
      return db
        .selectFrom('articles')
        .select([
          'id', 'title', 'url', 'summary', 'text', 'published', 'source', 'category', 'entities',
          'bias', 'sentiment', 'missing_angles', 'explain_like15', 'image_url', 'image_width', 'image_height',
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
