import type { FastifyInstance } from 'fastify';
import { API } from '#shared/api-paths.ts';
import { healthSchema, siteInfoSchema, type SiteInfo } from '#shared/schemas/site.ts';
import { publicRead, registerPublicReads } from '#server/lib/public-reads.ts';
import { typed } from '#server/lib/route.ts';

export function siteRoutes(app: FastifyInstance, info: SiteInfo): void {
  const api = typed(app);
  api.get(API.health, { schema: { response: { 200: healthSchema } } }, () => ({ status: 'ok' as const }));

  // Every first screen's footer reads it (lib/public-reads.ts). It changes only with a restart:
  // browsers and the service worker may keep it a while.
  registerPublicReads(app, [
    publicRead({ url: API.site, response: siteInfoSchema, cacheControl: 'public, max-age=300', handler: () => info }),
  ]);
}
