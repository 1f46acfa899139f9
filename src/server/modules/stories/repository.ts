import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';

/**
 * How articles are clustered into stories (docs/decisions/0084-stories-clustering.md, where the
 * figures that chose them are). `story_join` (migration 0015) reads them on every call.
 */
export type ClusterParams = {
  /** Candidate stories: those with a shared title word published at most this long before. */
  windowHours: number;
  /** A story quiet for this many hours needs e (2.7) times the evidence. */
  decayHours: number;
  /** The score at which an article joins its best story. */
  join: number;
  /** The score at which another story is found to be the same one, and merged. */
  merge: number;
  /** A title word in more stories than this within the window is too common to weigh. */
  cap: number;
  /** A story is a candidate only when it holds at least this many of the title's words that weigh. */
  minWords: number;
};

export const CLUSTER_PARAMS: ClusterParams = {
  windowHours: 48,
  decayHours: 24,
  join: 0.2,
  merge: 0.3,
  cap: 200,
  minWords: 2,
};

/** A place in the articles' publication order. */
export type Cursor = { id: number; published: Date };

export type StoryRow = {
  id: number;
  first_seen: Date;
  last_seen: Date;
  size: number;
  sources: number;
};

export function createStoriesRepository(db: Db, params: ClusterParams = CLUSTER_PARAMS) {
  return {
    /** One statement: the article's story, found or made (story_join, migration 0015). */
    async join(articleId: number): Promise<number | null> {
      const p = params;
      const r = await sql<{ id: number | null }>`
        SELECT story_join(${articleId}::bigint, make_interval(hours => ${p.windowHours}::int),
          ${p.decayHours}::float8, ${p.join}::float8, ${p.merge}::float8, ${p.cap}::int,
          ${p.minWords}::int) AS id`.execute(db);
      const id = r.rows[0]?.id;
      return id == null ? null : Number(id);
    },

    /**
     * Articles in no story yet, oldest first, after `from` (a publication time and an id: the
     * last one a previous call gave, or a time alone to start from).
     */
    async unclustered(from: { published: Date; id?: number }, limit: number): Promise<Cursor[]> {
      const r = await sql<Cursor>`
        SELECT a.id, a.published FROM articles a
        WHERE (a.published, a.id) > (${from.published}, ${from.id ?? 0})
          AND NOT EXISTS (SELECT 1 FROM story_articles sa WHERE sa.article_id = a.id)
        ORDER BY a.published, a.id LIMIT ${limit}`.execute(db);
      return r.rows.map((x) => ({ id: Number(x.id), published: new Date(x.published) }));
    },

    /** The story, followed to the one it was merged into; undefined when there is none. */
    async story(id: number): Promise<StoryRow | undefined> {
      const row = await db
        .selectFrom('stories as s')
        .leftJoin('stories as m', 'm.id', 's.merged_into')
        .select([
          sql<number>`coalesce(m.id, s.id)`.as('id'),
          sql<Date>`coalesce(m.first_seen, s.first_seen)`.as('first_seen'),
          sql<Date>`coalesce(m.last_seen, s.last_seen)`.as('last_seen'),
          sql<number>`coalesce(m.size, s.size)`.as('size'),
          sql<number>`coalesce(m.sources, s.sources)`.as('sources'),
        ])
        .where('s.id', '=', id)
        .executeTakeFirst();
      return row && row.size > 0 ? { ...row, id: Number(row.id) } : undefined;
    },

    /** The story's sources, earliest reporter first (each by its earliest article). */
    async sources(storyId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('story_articles')
        .select(['source', sql<Date>`min(published)`.as('first')])
        .where('story_id', '=', storyId)
        .groupBy('source')
        .orderBy(sql`min(published)`)
        .orderBy('source')
        .execute();
      return rows.map((r) => r.source);
    },

    /** The story's article ids, earliest published first. */
    async memberIds(storyId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('story_articles')
        .select('article_id')
        .where('story_id', '=', storyId)
        .orderBy('published')
        .orderBy('article_id')
        .execute();
      return rows.map((r) => Number(r.article_id));
    },

    /** The article's story id, or undefined when it is in none. */
    async storyOf(articleId: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('story_articles')
        .select('story_id')
        .where('article_id', '=', articleId)
        .executeTakeFirst();
      return row ? Number(row.story_id) : undefined;
    },

    /**
     * When the story last gained a source other than the article's own: the latest of the times
     * each other source's first article joined this story (a merge counts as joining).
     */
    async grewAt(storyId: number, articleId: number): Promise<Date | null> {
      const row = await sql<{ at: Date | null }>`
        SELECT max(first) AS at FROM (
          SELECT min(joined_at) AS first FROM story_articles
          WHERE story_id = ${storyId}
            AND source <> (SELECT source FROM story_articles WHERE article_id = ${articleId})
          GROUP BY source) AS x`.execute(db);
      const at = row.rows[0]?.at;
      return at ? new Date(at) : null;
    },
  };
}
export type StoriesRepository = ReturnType<typeof createStoriesRepository>;
