import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/context.ts';
import { createNewsRepository } from './repository';
import { newsRoutes } from './routes';
import { createNewsService, type NewsService } from './service';

export function registerNews(app: FastifyInstance, ctx: AppContext): NewsService {
  const news = createNewsService(createNewsRepository(ctx.db), ctx.now);
  newsRoutes(app, news);
  return news;
}
