import type { FastifyInstance } from 'fastify';
import type { NewsService } from '#server/modules/news/service.ts';
import type { StoriesService } from '#server/modules/stories/service.ts';
import { previewRoutes } from './routes';
import { createPreviewService } from './service';

/** Link previews' pictures (decision 0109). */
export function registerPreviews(
  app: FastifyInstance,
  news: Pick<NewsService, 'publicArticle'>,
  stories: Pick<StoriesService, 'page'>,
): void {
  previewRoutes(app, createPreviewService(news, stories));
}
