import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody, notFoundBody } from './errors';

const CLIENT_ROUTE_PREFIXES = ['/pages/', '/secure/', '/dashboard/'];
const isClientRoute = (pathname: string) => CLIENT_ROUTE_PREFIXES.some((p) => pathname.startsWith(p));

/**
 * Serve the built PWA from `dir` with a fallback to index.html for client routes, so a
 * deep link such as /pages/news/search?q=x opens the app. API misses stay JSON 404s.
 */
export async function serveClient(app: FastifyInstance, dir: string): Promise<boolean> {
  const root = path.resolve(dir);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.setNotFoundHandler((req, reply) => reply.status(404).send(notFoundBody(req.method, req.url)));
    return false;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // Serve the build's .br/.gz siblings with Content-Encoding and Vary: Accept-Encoding.
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed assets never change; everything else (index.html, sw.js, manifest) must revalidate.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'no-cache');
      }
    },
  });
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).send(notFoundBody(req.method, req.url));
    }
    // A missing file with an extension is a real 404, not a client route. Client routes can
    // carry dots (an encoded article URL in /pages/news/details/…), so they always fall back.
    if (!isClientRoute(pathname) && path.extname(pathname)) {
      return reply.status(404).send(errorBody(404, `No file ${pathname}`));
    }
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
  return true;
}
