import type { FastifyInstance } from 'fastify';
import { API } from '#shared/api-paths.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { healthSchema, siteInfoSchema, type SiteInfo } from '#shared/schemas/site.ts';
import { errorBody } from '#server/lib/errors.ts';
import { publicRead, registerPublicReads } from '#server/lib/public-reads.ts';
import { typed } from '#server/lib/route.ts';
import type { Readiness } from './readiness';

export function siteRoutes(app: FastifyInstance, info: SiteInfo, ready: () => Promise<Readiness>): void {
  const api = typed(app);
  api.get(API.health, { schema: { response: { 200: healthSchema } } }, () => ({ status: 'ok' as const }));

  api.get(API.ready, { schema: { response: { 200: healthSchema, 503: apiErrorSchema } } }, async (_req, reply) => {
    const state = await ready();
    if (!state.ready) return reply.code(503).send(errorBody(503, state.reason));
    return { status: 'ok' as const };
  });

  // Every first screen's footer reads it (lib/public-reads.ts). It changes only with a restart:
  // browsers and the service worker may keep it a while.
  registerPublicReads(app, [
    publicRead({ url: API.site, response: siteInfoSchema, cacheControl: 'public, max-age=300', handler: () => info }),
  ]);
}
