import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rendersOnServer, SERVER_MARKUP_ATTRIBUTE } from '#shared/first-view.ts';
import { NEWS_LANGUAGES_COOKIE } from '#shared/languages.ts';
import { langListSchema } from '#shared/schemas/languages.ts';
import {
  INTERFACE_LANGUAGE_COOKIE,
  interfaceLanguageDir,
  pickInterfaceLanguage,
  type InterfaceLanguage,
} from '#shared/interface-language.ts';
import { errorBody, notFoundBody } from './errors';
import { publicReadSource, type ServerFetch } from './public-reads';
import { allowInlineScripts, scriptNonce } from './security-headers';

const CLIENT_ROUTE_PREFIXES = ['/pages/', '/secure/', '/dashboard/'];
const isClientRoute = (pathname: string) => CLIENT_ROUTE_PREFIXES.some((p) => pathname.startsWith(p));

/**
 * Serve the built PWA from `dir` with a fallback to index.html for client routes, so a
 * deep link such as /pages/news/search?q=x opens the app. API misses stay JSON 404s.
 */
export async function serveClient(
  app: FastifyInstance,
  dir: string,
  opts: { signedIn?: (req: FastifyRequest) => boolean } = {},
): Promise<boolean> {
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
  const manifest = readManifest(root);
  // The app's page: index.html links the entry's code and styles (the app and the first
  // screen's packages, src/app/main.tsx), which a server-rendered screen needs as well.
  const shell = readFileSync(path.join(root, 'index.html'), 'utf8');
  allowInlineScripts(app, inlineScripts(shell));
  const renderer = await loadRenderer(root, app);
  const routeAssets = routeAssetLinks(manifest, entryStyles(manifest));
  app.setNotFoundHandler((req, reply) => reply.status(404).send(notFoundBody(req.method, req.url)));
  // Every other GET: a client route gets the app's page. A route (not the not-found handler),
  // so that @fastify/compress compresses the page; the files and the API match first.
  app.get('/*', async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/')) return reply.status(404).send(notFoundBody(req.method, req.url));
    // A missing file with an extension is a real 404, not a client route. Client routes can
    // carry dots (an encoded article URL in /pages/news/details/…), so they always fall back.
    if (!isClientRoute(pathname) && path.extname(pathname)) {
      return reply.status(404).send(errorBody(404, `No file ${pathname}`));
    }
    // The interface's language: the reader's choice (the cookie the app mirrors from the
    // device), else the browser's Accept-Language; the page is in it from its first byte.
    const language = pickInterfaceLanguage(req.cookies[INTERFACE_LANGUAGE_COOKIE], req.headers['accept-language']);
    reply.header('cache-control', 'no-cache').header('vary', 'Accept-Language, Cookie').type('text/html');
    // A visitor's first screen of the news home or an article comes as markup; a signed-in
    // reader's shell differs (name, balances), so theirs is left to the client, which has their
    // last-known state at once.
    const markup =
      renderer && rendersOnServer(pathname) && !opts.signedIn?.(req)
        ? await renderer(req.url, { nonce: scriptNonce(reply), language, newsLanguages: cookieLanguages(req.cookies) })
        : null;
    const page = inLanguage(shell, language);
    if (!markup) return reply.send(page);
    return reply.status(markup.status).send(firstViewPage(page, markup, routeAssets(markup.routeIds)));
  });
  return true;
}

type Markup = { head: string; html: string; routeIds: string[]; status: 200 | 404 };

/**
 * The app's page (`shell`, its index.html) with a first screen the server rendered: the
 * screen's title, description and link previews in the head in place of the app's own,
 * `links` (the route's stylesheets) beside them, and the markup in the root element.
 */
export function firstViewPage(shell: string, markup: Pick<Markup, 'head' | 'html'>, links = ''): string {
  const { head } = markup;
  let page = shell;
  if (head.includes('<title>')) page = page.replace(/\s*<title>[^<]*<\/title>/, '');
  if (head.includes('<meta name="description"')) page = page.replace(/\s*<meta\s+name="description"[^>]*>/, '');
  // Replaced by functions: a '$&' or '$`' in an article's text is text, not a replacement pattern.
  return (
    page
      .replace('</head>', () => `${head}${links}</head>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root"><div ${SERVER_MARKUP_ATTRIBUTE} style="display:contents">${markup.html}</div></div>`,
      )
      // The screen is there without JavaScript: no "needs JavaScript" notice above it.
      .replace(/<noscript>[^<]*<\/noscript>/, '')
  );
}
/** What a first screen is rendered for: the page's nonce, the interface's language, My languages. */
type RenderFor = { nonce: string; language: InterfaceLanguage; newsLanguages: string[] };

/**
 * The visitor's My languages, as their device mirrors it in a cookie: the first screen lists
 * what the browser's first render will. An unreadable cookie is every language.
 */
export function cookieLanguages(cookies: Record<string, string | undefined>): string[] {
  const parsed = langListSchema.safeParse(cookies[NEWS_LANGUAGES_COOKIE] ?? '');
  return parsed.success ? parsed.data : [];
}

/** The text of the page's inline scripts (those without `src`): Mantine's colour-scheme script. */
export function inlineScripts(page: string): string[] {
  return [...page.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
}

/**
 * The app's page in an interface language: its `<html lang>` and `dir`. The catalogue's chunk
 * is not preloaded (no preload links: decision 0088); the app asks for it as it starts, after
 * the server's markup is painted.
 */
export function inLanguage(shell: string, language: InterfaceLanguage): string {
  return shell.replace('<html lang="en">', () => `<html lang="${language}" dir="${interfaceLanguageDir(language)}">`);
}
type Render = (url: string, opts: RenderFor & { fetch: ServerFetch }) => Promise<Markup | null>;
type ManifestChunk = { file: string; css?: string[]; imports?: string[] };

/** The client build's manifest (dist/client/.vite/manifest.json), empty without one. */
function readManifest(clientRoot: string): Record<string, ManifestChunk> {
  const file = path.join(clientRoot, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : {};
}

/** The styles of these chunks and of everything they import statically. */
function chunkStyles(manifest: Record<string, ManifestChunk>, names: string[]): Set<string> {
  const css = new Set<string>();
  const seen = new Set<string>();
  const walk = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) walk(i);
  };
  names.forEach(walk);
  return css;
}

/** The styles index.html links already: the entry's (src/app/main.tsx) and its static imports'. */
const entryStyles = (manifest: Record<string, ManifestChunk>) => chunkStyles(manifest, ['index.html']);

const stylesheets = (css: string[]) => css.map((c) => `<link rel="stylesheet" crossorigin href="/${c}">`).join('');

/**
 * The `<link>`s a rendered route needs beyond the app's: the stylesheets of its code-split
 * component (so the server's markup is styled as the client will style it, and nothing moves
 * when the client takes over). Its code is not preloaded: the app fetches it after the first
 * paint, with its own.
 */
function routeAssetLinks(manifest: Record<string, ManifestChunk>, app: Set<string>): (routeIds: string[]) => string {
  const kept = new Map<string, string>();
  return (routeIds) => {
    const key = routeIds.join('\n');
    const hit = kept.get(key);
    if (hit !== undefined) return hit;
    const css = chunkStyles(
      manifest,
      routeIds.map((id) => `src/app/routes${id}.tsx?tsr-split=component`),
    );
    const links = stylesheets([...css].filter((c) => !app.has(c)));
    kept.set(key, links);
    return links;
  };
}

/**
 * The server-side renderer of first screens (`npm run build` puts it in dist/ssr beside the
 * client), or null without one: the page then shows once its JavaScript has run.
 */
async function loadRenderer(
  clientRoot: string,
  app: FastifyInstance,
): Promise<((url: string, opts: RenderFor) => Promise<Markup | null>) | null> {
  const file = path.join(clientRoot, '..', 'ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as { renderFirstView: Render };
  // Its data: the public reads' handlers, called in process (not through HTTP).
  const fetch = publicReadSource(app);
  return async (url, opts) => {
    try {
      return await mod.renderFirstView(url, { ...opts, fetch });
    } catch (err) {
      // The client renders the screen anyway; a renderer fault only costs the early paint.
      app.log.error({ err, url }, 'first screen render failed');
      return null;
    }
  };
}
