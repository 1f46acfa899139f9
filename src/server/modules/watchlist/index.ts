import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/context.ts';
import type { NewsService } from '#server/modules/news/service.ts';
import { createWatchlistRepository } from './repository';
import { watchlistRoutes } from './routes';
import { createWatchlistService } from './service';

/** The personal watch list and the news matching any of its terms. */
export function registerWatchlist(app: FastifyInstance, ctx: AppContext, news: NewsService): void {
  watchlistRoutes(app, createWatchlistService(createWatchlistRepository(ctx.db), news));
}
