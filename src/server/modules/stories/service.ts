import type { PageQuery } from '#shared/schemas/paging.ts';
import type { LangQuery } from '#shared/schemas/languages.ts';
import type { StoryPage } from '#shared/schemas/news.ts';
import { notFound } from '#server/lib/errors.ts';
import type { NewsService } from '#server/modules/news/service.ts';
import { retryOnConflict } from '#server/db/retry.ts';
import type { StoriesRepository } from './repository';

/** How many times a clustering statement PostgreSQL ended (a deadlock) is run again. */
const ATTEMPTS = 3;
/** Articles clustered per statement that finds the ones left out. */
const CATCH_UP_BATCH = 500;
const STORY_NOT_FOUND = 'Story not found.';

type Log = { warn: (data: object, msg: string) => void };

/**
 * Clustering: every article joins a story, or starts one, once it is stored (`assign`, one
 * statement; docs/decisions/0084-stories-clustering.md). Ingest and the demo seed use it.
 */
export function createClusterer(repo: StoriesRepository, log?: Log) {
  const assign = (articleId: number): Promise<number | null> => retryOnConflict(() => repo.join(articleId), ATTEMPTS);

  return {
    /** The article's story, found or made; an article already in a story stays in it. */
    assign,

    /**
     * Clusters the articles published since `since` that are in no story (stored by another
     * path, or left out when their clustering failed), oldest first; how many it clustered.
     * A failure is logged and the article left for a later call.
     */
    async catchUp(since: Date): Promise<number> {
      let done = 0;
      let from: { published: Date; id?: number } = { published: since };
      for (;;) {
        const batch = await repo.unclustered(from, CATCH_UP_BATCH);
        if (!batch.length) return done;
        for (const a of batch) {
          try {
            await assign(a.id);
            done++;
          } catch (err) {
            log?.warn({ article: a.id, err: (err as Error).message }, 'article not clustered; tried again later');
          }
        }
        from = batch.at(-1)!;
      }
    },
  };
}
export type Clusterer = ReturnType<typeof createClusterer>;

/** A story id as the address gives it: a positive whole number, else no story. */
const storyId = (raw: string) => (/^[1-9][0-9]{0,14}$/.test(raw) ? Number(raw) : undefined);

/**
 * Stories: the same event told by several sources. The clusterer's calls, a story's page (its
 * articles as lists show them, from `news`), and an article's story for the analysis.
 */
export function createStoriesService(
  repo: StoriesRepository,
  news: Pick<NewsService, 'storyArticles'>,
  clusterer: Clusterer,
) {
  return {
    ...clusterer,

    /**
     * One story's page: its articles earliest first, its sources earliest reporter first, and
     * the people, organisations and places more than one of its articles names. A story merged
     * into another answers as that one. 404 for an id that names no story.
     */
    async page(rawId: string, p: PageQuery & LangQuery): Promise<StoryPage> {
      const id = storyId(rawId);
      const story = id === undefined ? undefined : await repo.story(id);
      if (!story) throw notFound(STORY_NOT_FOUND);
      const [ids, sources] = await Promise.all([repo.memberIds(story.id), repo.sources(story.id)]);
      const { content, total, title, entities } = await news.storyArticles(
        ids,
        { limit: p.size, offset: (p.page - 1) * p.size },
        p.lang,
      );
      return {
        id: story.id,
        title,
        firstSeen: new Date(story.first_seen).toISOString(),
        lastSeen: new Date(story.last_seen).toISOString(),
        sources,
        entities,
        content,
        totalElements: total,
      };
    },

    /**
     * The rest of an article's story, for the analysis (StoryLookup): its other articles' ids,
     * and when the story last gained a source other than the article's own (null when none).
     */
    async peersOf(articleId: number): Promise<{ ids: number[]; grewAt: Date | null }> {
      const story = await repo.storyOf(articleId);
      if (story === undefined) return { ids: [articleId], grewAt: null };
      const [ids, grewAt] = await Promise.all([repo.memberIds(story), repo.grewAt(story, articleId)]);
      return { ids, grewAt };
    },
  };
}
export type StoriesService = ReturnType<typeof createStoriesService>;
