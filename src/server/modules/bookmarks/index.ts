import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/context.ts';
import { createBookmarksRepository } from './repository';
import { bookmarkRoutes } from './routes';
import { createBookmarksService } from './service';

/** Members' bookmarks and personal notes. */
export function registerBookmarks(app: FastifyInstance, ctx: AppContext): void {
  bookmarkRoutes(app, createBookmarksService(createBookmarksRepository(ctx.db), ctx.now));
}
