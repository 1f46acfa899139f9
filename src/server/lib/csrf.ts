import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const CSRF_HEADER = 'x-requested-with';
const CSRF_VALUE = 'khabar';

/** 403 unless the request carries `X-Requested-With: khabar`; also a route hook for a state-changing GET. */
export async function csrfHeader(req: FastifyRequest): Promise<void> {
  if (req.headers[CSRF_HEADER] !== CSRF_VALUE) throw forbidden(`Missing header X-Requested-With: ${CSRF_VALUE}`);
}

/**
 * The CSRF defence: a cross-site form or image cannot set a custom header, so
 * every unsafe request must carry `X-Requested-With: khabar`. Provider webhooks are exempt
 * (they are authenticated by their signature instead).
 */
export function installCsrfGuard(app: FastifyInstance, exempt: (url: string) => boolean): void {
  app.addHook('onRequest', async (req) => {
    if (SAFE.has(req.method) || exempt(req.url)) return;
    await csrfHeader(req);
  });
}
