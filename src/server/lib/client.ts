import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { FIRST_VIEW_ELEMENT_ID, firstViewRequests } from '#shared/first-view.ts';
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
  const shell = readFileSync(path.join(root, 'index.html'), 'utf8');
  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).send(notFoundBody(req.method, req.url));
    }
    // A missing file with an extension is a real 404, not a client route. Client routes can
    // carry dots (an encoded article URL in /pages/news/details/…), so they always fall back.
    if (!isClientRoute(pathname) && path.extname(pathname)) {
      return reply.status(404).send(errorBody(404, `No file ${pathname}`));
    }
    reply.header('cache-control', 'no-cache').type('text/html');
    const inlined = await firstViewData(app, pathname);
    if (!inlined) return reply.sendFile('index.html');
    return reply.send(shell.replace('</body>', `${inlined}</body>`));
  });
  return true;
}

/**
 * The public answers the route's first screen needs, as a JSON script element the client
 * reads instead of asking again. `<` is escaped so no answer can close the element; the
 * element is data (`type="application/json"`), so the content security policy never runs it.
 */
async function firstViewData(app: FastifyInstance, pathname: string): Promise<string | null> {
  const keys = firstViewRequests(pathname);
  if (keys.length === 0) return null;
  const answers = await Promise.all(keys.map((url) => app.inject({ method: 'GET', url })));
  const data: Record<string, unknown> = {};
  answers.forEach((res, i) => {
    if (res.statusCode === 200) data[keys[i] as string] = res.json();
  });
  if (Object.keys(data).length === 0) return null;
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">${json}</script>`;
}
