import type { FastifyInstance } from 'fastify';

/**
 * `npm run dev`: the same single Node process serves the API and, through Vite in middleware
 * mode, the client with hot reload (one process, one port, as in production). Vite is loaded only
 * here, so production never imports it.
 */
export async function serveDevClient(app: FastifyInstance): Promise<void> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    appType: 'spa',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook('onRequest', (req, reply, done) => {
    if (req.url.startsWith('/api/')) return done();
    // Vite answers everything else (modules, assets, and index.html for client routes).
    reply.hijack();
    // Vite's dev page injects inline scripts (its client, component refresh) that the production CSP forbids.
    reply.raw.removeHeader('content-security-policy');
    vite.middlewares(req.raw, reply.raw, () => {
      reply.raw.statusCode = 404;
      reply.raw.end();
    });
  });
  app.addHook('onClose', () => vite.close());
}
