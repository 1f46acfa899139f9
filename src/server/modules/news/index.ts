import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/context.ts';
import { createNewsRepository } from './repository';
import { newsRoutes } from './routes';
import { createNewsService } from './service';

export function registerNews(app: FastifyInstance, ctx: AppContext): void {
  newsRoutes(app, createNewsService(createNewsRepository(ctx.db), ctx.now));
}
