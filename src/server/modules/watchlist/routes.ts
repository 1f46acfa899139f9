import type { FastifyInstance } from 'fastify';
import { API } from '#shared/api-paths.ts';
import { articlePageSchema, collapseQuerySchema } from '#shared/schemas/news.ts';
import { pageQuerySchema } from '#shared/schemas/paging.ts';
import { langQuerySchema } from '#shared/schemas/languages.ts';
import { z } from '#shared/zod.ts';
import { watchlistSchema, watchlistUpdateSchema } from '#shared/schemas/watchlist.ts';
import { typed } from '#server/lib/route.ts';
import { gate, requireUser } from '#server/lib/session-user.ts';
import type { WatchlistService } from './service';

export function watchlistRoutes(app: FastifyInstance, watchlist: WatchlistService): void {
  const api = typed(app);
  const list = { response: { 200: watchlistSchema } };

  api.get(API.user.watchlist, { onRequest: gate.user, schema: list }, (req) => watchlist.get(requireUser(req).id));

  api.put(API.user.watchlist, { onRequest: gate.user, schema: { body: watchlistUpdateSchema, ...list } }, (req) =>
    watchlist.replace(requireUser(req).id, req.body.terms),
  );

  api.get(
    API.news.watchlist,
    {
      onRequest: gate.user,
      // `collapse=story` (one card per story) and `lang=hi,en`, as on the other lists.
      schema: {
        querystring: z.extend(pageQuerySchema, { ...collapseQuerySchema.shape, ...langQuerySchema.shape }),
        response: { 200: articlePageSchema },
      },
    },
    (req) => watchlist.news(requireUser(req).id, req.query),
  );
}
