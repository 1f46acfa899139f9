import type { FastifyInstance } from 'fastify';
import { API } from '#shared/api-paths.ts';
import { healthSchema, siteInfoSchema, type SiteInfo } from '#shared/schemas/site.ts';
import { typed } from '#server/lib/route.ts';

export function siteRoutes(app: FastifyInstance, info: SiteInfo): void {
  const api = typed(app);
  api.get(API.health, { schema: { response: { 200: healthSchema } } }, () => ({ status: 'ok' as const }));

  api.get(API.site, { schema: { response: { 200: siteInfoSchema } } }, (_req, reply) => {
    // Changes only with a restart; let browsers and the service worker keep it a while.
    reply.header('cache-control', 'public, max-age=300');
    return info;
  });
}
