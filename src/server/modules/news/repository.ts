import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { ArticleSummary, Facet } from '../../../shared/schemas/news';

type Row = {
  title: string;
  url: string;
  summary: string;
  published: Date;
  source: string;
  category: string;
};

export type Page = { limit: number; offset: number };
export type Filter = {
  since?: Date;
  until?: Date;
  category?: string;
  source?: string;
  /** A tsquery SQL expression; when set, results are ranked by relevance first. */
  tsquery?: Expression<unknown>;
};

const toSummary = (r: Row): ArticleSummary => ({
  title: r.title,
  url: r.url,
  summary: r.summary,
  published: r.published.toISOString(),
  source: r.source,
  category: r.category,
});

export function websearchQuery(text: string) {
  return sql`websearch_to_tsquery('english', ${text})`;
}

/** primary AND (any group term); each term accepts web-search syntax. */
export function advancedQuery(primary: string, group: string[]) {
  const p = websearchQuery(primary);
  if (group.length === 0) return p;
  const any = sql.join(group.map((g) => sql`(${websearchQuery(g)})`), sql` || `);
  return sql`(${p}) && (${any})`;
}

export function createNewsRepository(db: Db) {
  function filtered(f: Filter) {
    let q = db.selectFrom('articles');
    if (f.since) q = q.where('published', '>=', f.since);
    if (f.until) q = q.where('published', '<', f.until);
    if (f.category) q = q.where('category', '=', f.category);
    if (f.source) q = q.where(sql<SqlBool>`lower(source) = lower(${f.source})`);
    if (f.tsquery) q = q.where(sql<SqlBool>`search_vector @@ ${f.tsquery}`);
    return q;
  }

  return {
    async list(f: Filter, page: Page): Promise<{ content: ArticleSummary[]; totalElements: number }> {
      let q = filtered(f).select(['title', 'url', 'summary', 'published', 'source', 'category']);
      q = f.tsquery
        ? q.orderBy(sql`ts_rank(search_vector, ${f.tsquery})`, 'desc')
        : q;
      const rowsQ = q.orderBy('published', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset);
      const countQ = filtered(f).select((eb) => eb.fn.countAll<number>().as('n'));
      const [rows, count] = await Promise.all([rowsQ.execute(), countQ.executeTakeFirstOrThrow()]);
      return { content: rows.map(toSummary), totalElements: Number(count.n) };
    },

    async findByUrl(url: string) {
      return db
        .selectFrom('articles')
        .select([
          'title', 'url', 'summary', 'text', 'published', 'source', 'category', 'entities',
          'bias', 'sentiment', 'missing_angles', 'explain_like15',
        ])
        .where('url', '=', url)
        .executeTakeFirst();
    },

    /** The category's canonical spelling, or undefined when there is no such category. */
    async categoryName(name: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('categories')
        .select('name')
        .where(sql<SqlBool>`lower(name) = lower(${name})`)
        .executeTakeFirst();
      return row?.name;
    },

    async categories(): Promise<Facet[]> {
      const rows = await db
        .selectFrom('categories as c')
        .leftJoin('articles as a', 'a.category', 'c.name')
        .select(['c.name', (eb) => eb.fn.count<number>('a.id').as('count')])
        .groupBy(['c.name', 'c.position'])
        .orderBy('c.position')
        .execute();
      return rows.map((r) => ({ name: r.name, count: Number(r.count) }));
    },

    async sources(): Promise<Facet[]> {
      const rows = await db
        .selectFrom('sources as s')
        .leftJoin('articles as a', 'a.source', 's.name')
        .select(['s.name', (eb) => eb.fn.count<number>('a.id').as('count')])
        .groupBy('s.name')
        .orderBy('s.name')
        .execute();
      return rows.map((r) => ({ name: r.name, count: Number(r.count) }));
    },
  };
}
export type NewsRepository = ReturnType<typeof createNewsRepository>;
