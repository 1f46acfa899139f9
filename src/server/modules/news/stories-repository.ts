import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { ArticleSummary, Entity, StoryLanguage } from '#shared/schemas/news.ts';
import { COLUMNS, toSummary, type Page, type Row } from './rows';

/** The most entities a story's page lists. */
const STORY_ENTITIES_MAX = 30;

/** A story's articles as its page shows them (the story itself is the stories module's). */
export function createStoriesRepository(db: Db) {
  /** The articles among `ids` in any of the languages, in the order of `ids`. */
  async function inLanguages(ids: number[], languages: readonly string[]): Promise<number[]> {
    const r = await sql<{ id: number }>`
      SELECT id FROM articles WHERE id = ANY(${ids}::bigint[]) AND language = ANY(${languages}::text[])`.execute(db);
    const kept = new Set(r.rows.map((x) => Number(x.id)));
    return ids.filter((id) => kept.has(id));
  }

  return {
    /** See NewsService.storyArticles. */
    async storyArticles(
      ids: number[],
      page: Page,
      languages?: readonly string[],
    ): Promise<{
      content: ArticleSummary[];
      total: number;
      title: string;
      entities: Entity[];
      languages: StoryLanguage[];
    }> {
      const wanted = languages?.length ? await inLanguages(ids, languages) : ids;
      const shown = wanted.slice(page.offset, page.offset + page.limit);
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
      // The coverage by language counts the whole story, whichever languages the page keeps.
      const coverageQ = sql<{ code: string; articles: number; sources: number }>`
        SELECT language AS code, count(*)::int AS articles, count(DISTINCT source)::int AS sources
        FROM articles WHERE id = ANY(${ids}::bigint[])
        GROUP BY language ORDER BY articles DESC, language`.execute(db);
      const [rows, title, entities, coverage] = await Promise.all([rowsQ, titleQ, entitiesQ, coverageQ]);
      const byId = new Map(rows.rows.map((r) => [Number(r.id), r]));
      return {
        content: shown.flatMap((id) => {
          const r = byId.get(id);
          return r ? [toSummary(r)] : [];
        }),
        total: wanted.length,
        title: title.rows[0]?.title ?? '',
        entities: entities.rows.map(({ name, type }) => ({ name, type })),
        languages: coverage.rows.map((l) => ({
          code: l.code,
          articles: Number(l.articles),
          sources: Number(l.sources),
        })),
      };
    },
  };
}
