import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';

export const FIXTURE_DIR = path.resolve(import.meta.dirname, '../fixtures/feeds');

export type LoggedRequest = { path: string; headers: IncomingMessage['headers']; at: number };
export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export type FeedServer = {
  origin: string;
  /** Every request the server received, in order. */
  log: LoggedRequest[];
  paths(): string[];
  /** Requests in flight right now, and the most seen at once. */
  maxConcurrent: number;
  robots: string;
  route(path: string, handler: Handler): void;
  /** Serve a body with an ETag and Last-Modified, answering 304 to a matching conditional GET. */
  static(
    path: string,
    body: string | Buffer,
    type: string,
    opts?: { validators?: boolean; headers?: Record<string, string> },
  ): void;
  close(): Promise<void>;
};

/** A real HTTP server on 127.0.0.1 for the crawler tests: fixture feeds, robots.txt, pages. */
export async function startFeedServer(): Promise<FeedServer> {
  const routes = new Map<string, Handler>();
  let inFlight = 0;
  const sockets = new Set<Socket>();
  const fs: FeedServer = {
    origin: '',
    log: [],
    paths: () => fs.log.map((r) => r.path),
    maxConcurrent: 0,
    robots: 'User-agent: *\nAllow: /\n',
    route: (p, h) => void routes.set(p, h),
    static(p, body, type, opts = {}) {
      const etag = `"${Buffer.from(p).toString('hex').slice(0, 16)}-${Buffer.byteLength(body)}"`;
      const lastModified = 'Wed, 01 Jan 2025 10:00:00 GMT';
      routes.set(p, (req, res) => {
        const validators = opts.validators ?? true;
        if (
          validators &&
          (req.headers['if-none-match'] === etag || req.headers['if-modified-since'] === lastModified)
        ) {
          res.writeHead(304, { etag }).end();
          return;
        }
        res.writeHead(200, {
          'content-type': type,
          ...(validators ? { etag, 'last-modified': lastModified } : {}),
          ...opts.headers,
        });
        res.end(body);
      });
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    fs.log.push({ path: url.pathname + url.search, headers: req.headers, at: Date.now() });
    inFlight++;
    fs.maxConcurrent = Math.max(fs.maxConcurrent, inFlight);
    res.on('close', () => inFlight--);
    if (url.pathname === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end(fs.robots);
      return;
    }
    const handler = routes.get(url.pathname + url.search) ?? routes.get(url.pathname);
    if (handler) return handler(req, res);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fs.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fs;
}

export function fixture(name: string): Buffer {
  return readFileSync(path.join(FIXTURE_DIR, name));
}

export type TestItem = {
  title: string;
  link: string;
  guid?: string;
  description?: string;
  category?: string;
  pubDate?: string;
};

/** A small RSS 2.0 feed for scenarios the real fixtures do not cover. */
export function rss(items: TestItem[], extra = ''): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Test</title><link>http://example.org/</link>${extra}${items
    .map(
      (i) =>
        `<item><title>${esc(i.title)}</title><link>${esc(i.link)}</link>${i.guid ? `<guid>${esc(i.guid)}</guid>` : ''}<description>${esc(
          i.description ?? `About ${i.title}`,
        )}</description>${i.category ? `<category>${esc(i.category)}</category>` : ''}<pubDate>${i.pubDate ?? 'Mon, 06 Jan 2025 08:00:00 GMT'}</pubDate></item>`,
    )
    .join('')}</channel></rss>`;
}

const PARA =
  'Prime Minister Narendra Modi met the governor of the Reserve Bank of India in New Delhi on Monday to discuss inflation, ' +
  'while Infosys and Tata Consultancy Services reported quarterly results that beat expectations in Mumbai. ';

/** An article page with navigation, an advert and a footer around the story. */
export function articlePage(title: string, canonical?: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title>${
    canonical ? `<link rel="canonical" href="${canonical}">` : ''
  }</head><body><nav class="site-nav"><a href="/">Home</a> <a href="/world">World</a> MENU-NAVIGATION</nav>
<div class="advert ad-slot">BUY-NOW-ADVERT</div><main><article><h1>${title}</h1><p>${PARA.repeat(2)}</p><p>${PARA}</p>
<p>Analysts in Bengaluru said the figures were <a href="/more">encouraging</a>.</p></article></main>
<footer class="site-footer">COPYRIGHT-FOOTER all rights reserved</footer></body></html>`;
}
