import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/database.ts';
import type { NewsService } from '#server/modules/news/service.ts';
import { createStoriesRepository } from './repository';
import { storiesRoutes } from './routes';
import { createClusterer, createStoriesService, type Clusterer, type StoriesService } from './service';

type Log = Parameters<typeof createClusterer>[1];

/** Clustering alone, for the crawl worker and the demo seed. */
export const createStoryClusterer = (db: Db, log?: Log): Clusterer => createClusterer(createStoriesRepository(db), log);

/** The story page route; the service is returned for ingest and the analysis. */
export function registerStories(
  app: FastifyInstance,
  db: Db,
  news: Pick<NewsService, 'storyArticles'>,
  log?: Log,
): StoriesService {
  const repo = createStoriesRepository(db);
  const stories = createStoriesService(repo, news, createClusterer(repo, log));
  storiesRoutes(app, stories);
  return stories;
}
