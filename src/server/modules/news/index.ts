import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/context.ts';
import { createNewsRepository } from './repository';
import { newsRoutes } from './routes';
import { createNewsService, type NewsService } from './service';

/** Article lists, search and reading; the service is returned for modules that show news. */
export function registerNews(app: FastifyInstance, ctx: AppContext): NewsService {
  const news = createNewsService(createNewsRepository(ctx), ctx.now);
  newsRoutes(app, news);
  return news;
}
