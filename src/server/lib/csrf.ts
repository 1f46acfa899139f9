import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_VALUE = 'khabar';

/**
 * The CSRF defence: a cross-site form or image cannot set a custom header, so
 * every unsafe request must carry `X-Requested-With: khabar`. Provider webhooks are exempt
 * (they are authenticated by their signature instead).
 */
export function installCsrfGuard(app: FastifyInstance, exempt: (url: string) => boolean): void {
  app.addHook('onRequest', async (req) => {
    if (SAFE.has(req.method) || exempt(req.url)) return;
    if (req.headers[CSRF_HEADER] !== CSRF_VALUE) {
      throw forbidden(`Missing header X-Requested-With: ${CSRF_VALUE}`);
    }
  });
}
