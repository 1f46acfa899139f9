import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { ArticlePage, Facet } from '#shared/schemas/news.ts';
import {
  and,
  COLUMNS,
  conditions,
  storySources,
  toCard,
  toSummary,
  where,
  type Filter,
  type Page,
  type Row,
} from './rows';
import { createTotalCache } from './total-cache';

/** How many category or source names a repository keeps of each (canonicalName). */
const KNOWN_NAMES_MAX = 10_000;

/** How many articles of a category and/or source there are, from the trigger-kept counts (no dates). */
export function keptCount(f: Filter): RawBuilder<number> {
  const c = conditions({ category: f.category, source: f.source, languages: f.languages });
  return sql<number>`(SELECT coalesce(sum(n), 0) FROM article_counts ${where(c)})`;
}

/** The filter on a story's other articles, as `story_articles sb` holds them (time, source; category by the article). */
function memberConditions(f: Filter): RawBuilder<SqlBool>[] {
  const c: RawBuilder<SqlBool>[] = [];
  if (f.since) c.push(sql<SqlBool>`sb.published >= ${f.since}`);
  if (f.until) c.push(sql<SqlBool>`sb.published < ${f.until}`);
  if (f.source !== undefined) c.push(sql<SqlBool>`sb.source = ${f.source}`);
  const article = conditions({ category: f.category, languages: f.languages }, 'b');
  if (article.length) c.push(sql<SqlBool>`EXISTS (SELECT 1 FROM articles b WHERE b.id = sb.article_id${and(article)})`);
  return c;
}

/**
 * An article of list `f` that is its story's newest in the list (or in no story): the one whose
 * place the story's card takes. `a` is the article, `sa` its story_articles row (left-joined).
 */
const newestOfStory = (f: Filter) => sql<SqlBool>`(sa.story_id IS NULL OR NOT EXISTS (
  SELECT 1 FROM story_articles sb
  WHERE sb.story_id = sa.story_id AND (sb.published, sb.article_id) > (a.published, a.id)${and(memberConditions(f))}))`;

/** The article lists (latest, today, a category, a source), their facets, and one article by address. */
export function createListsRepository(db: Db) {
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

  /** Total for a filter: from the trigger-kept counts unless a date range applies. */
  async function filterTotal(f: Filter): Promise<number> {
    const r = await (
      f.since || f.until
        ? sql<{ n: number }>`SELECT count(*) AS n FROM articles ${where(conditions(f))}`
        : sql<{ n: number }>`SELECT ${keptCount(f)} AS n`
    ).execute(db);
    return Number(r.rows[0]?.n ?? 0);
  }

  /** The number of cards of list `f` with one card per story (listCollapsed). */
  async function collapsedTotal(f: Filter): Promise<number> {
    if (!f.since && !f.until && f.category === undefined && f.source === undefined && !f.languages?.length) {
      const r = await sql<{ n: number }>`
        SELECT (SELECT coalesce(sum(n), 0) FROM article_counts) - collapsed AS n FROM news_stats WHERE id = 1`.execute(
        db,
      );
      return Number(r.rows[0]?.n ?? 0);
    }
    const key = JSON.stringify(['cards', f.category, f.source, f.since, f.until, f.languages]);
    const cached = totals.latest(key);
    const r = await sql<{ version: number; n: number | null }>`
      SELECT version, CASE WHEN version = ${cached?.version ?? -1} THEN NULL ELSE (
        SELECT count(*) FROM articles a LEFT JOIN story_articles sa ON sa.article_id = a.id
        ${where([...conditions(f, 'a'), newestOfStory(f)])}) END AS n
      FROM news_stats WHERE id = 1`.execute(db);
    const version = Number(r.rows[0]?.version ?? 0);
    const n = r.rows[0]?.n != null ? Number(r.rows[0].n) : (cached?.total ?? 0);
    totals.set(key, version, n);
    return n;
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
          ${where([...conditions(f, 'a'), newestOfStory(f)])}
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

    /** The article's stored audio and video files, or undefined when no article has that address. */
    async enclosuresByUrl(url: string) {
      const row = await db.selectFrom('articles').select('enclosures').where('url', '=', url).executeTakeFirst();
      return row?.enclosures;
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

    /** How many articles each stored language has. */
    async languageCounts(): Promise<Map<string, number>> {
      const r = await sql<{ language: string; n: number }>`
        SELECT language, sum(n) AS n FROM article_counts GROUP BY language`.execute(db);
      return new Map(r.rows.map((x) => [x.language, Number(x.n)]));
    },

    /**
     * Every source with its article count; with languages, only the sources that have articles
     * in them, counted in them (a reader of Hindi news is not sent to an English publisher's).
     */
    async sources(languages?: readonly string[]): Promise<Facet[]> {
      const r = languages?.length
        ? await sql<{ name: string; count: number }>`
            SELECT s.name, sum(ac.n) AS count
            FROM sources s JOIN article_counts ac ON ac.source = s.name
            WHERE ac.language IN (${sql.join(languages)})
            GROUP BY s.name HAVING sum(ac.n) > 0 ORDER BY s.name`.execute(db)
        : await sql<{ name: string; count: number }>`
            SELECT s.name, coalesce(sum(ac.n), 0) AS count
            FROM sources s LEFT JOIN article_counts ac ON ac.source = s.name
            GROUP BY s.name ORDER BY s.name`.execute(db);
      return r.rows.map((x) => ({ name: x.name, count: Number(x.count) }));
    },
  };
}
export type ListsRepository = ReturnType<typeof createListsRepository>;
