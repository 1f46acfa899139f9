// The rendered page of every saved article, kept in a cache of its own so that the service
// worker can answer the article's address offline with its text in the first HTML, painted
// before any script runs (sw/sw.ts). The page is the one a visitor gets (fetched without the
// session cookie: the server renders only visitors' screens), with the member's full text from
// this device's copy of the article put where the visitor's summary was; the rest of the
// member's view (notes, AI answers, their controls) follows once the app has started.
import { ARTICLE_TEXT_ATTRIBUTE, SERVER_MARKUP_ATTRIBUTE } from '#shared/first-view.ts';
import type { OfflineDb } from './db';
import { ARTICLE_PAGES_CACHE } from './names';

/** An article's address in the app (the page the server renders). */
export const articlePagePath = (url: string): string => `/pages/news/details/${encodeURIComponent(url)}`;

/** Whether `pathname` is an article's address. */
export const isArticlePagePath = (pathname: string): boolean => /^\/pages\/news\/details\/[^/]+$/.test(pathname);

/**
 * A kept page's header saying it holds the member's text (the saved copy's), not only a
 * visitor's summary: a page kept without it is fetched again once the device has the copy.
 */
export const KEPT_TEXT_HEADER = 'x-khabar-kept-text';

/**
 * The paragraphs the app shows for a text without Markdown, or undefined when the text needs
 * the renderer (the app's `plainParagraphs`, given by the caller: offline code imports only
 * shared code).
 */
export type ParagraphsOf = (text: string) => string[] | undefined;

type Deps = { fetchFn?: typeof fetch; cacheStorage?: CacheStorage; origin?: string };

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] ?? c);

/**
 * The body as the app renders it on the server (lazy-markdown.tsx): a text without Markdown as
 * its paragraphs; any other as one paragraph keeping its line breaks, as it shows until the
 * renderer has loaded.
 */
function bodyParagraphs(text: string, paragraphsOf: ParagraphsOf): string {
  const paragraphs = paragraphsOf(text);
  if (paragraphs) return paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return `<p style="white-space:pre-wrap">${escapeHtml(text)}</p>`;
}

/**
 * `html` (a server-rendered article page) with `text` as the article's body, inside the element
 * marked ARTICLE_TEXT_ATTRIBUTE and its body wrapper (whose classes set the text's type), or
 * null when the page has no such element.
 */
export function withArticleText(html: string, text: string, paragraphsOf: ParagraphsOf): string | null {
  const mark = html.indexOf(` ${ARTICLE_TEXT_ATTRIBUTE}=`);
  const open = mark < 0 ? -1 : html.indexOf('>', mark) + 1;
  // The wrapper inside it: <div class="…" data-size="article">.
  const inner = open > 0 ? html.indexOf('<div', open) : -1;
  const innerOpen = inner < 0 ? -1 : html.indexOf('>', inner) + 1;
  if (innerOpen <= 0) return null;
  // The element's end: its content is paragraphs and divs, its text escaped.
  let depth = 1;
  const tags = /<(\/?)div\b[^>]*>/g;
  tags.lastIndex = open;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0)
      return `${html.slice(0, open)}${html.slice(inner, innerOpen)}${bodyParagraphs(text, paragraphsOf)}</div>${html.slice(m.index)}`;
  }
  return null;
}

/**
 * Keeps the rendered page of each saved article on this device, and drops those of articles no
 * longer saved. A page is kept only when it holds the server's markup (not the app's empty
 * shell, not an error), with the device's copy of the article's text in it when there is one;
 * a page kept before the copy arrived is made again once it has.
 */
export async function keepArticlePages(db: OfflineDb, paragraphsOf: ParagraphsOf, deps: Deps = {}): Promise<void> {
  const cacheStorage = deps.cacheStorage ?? (typeof caches === 'undefined' ? undefined : caches);
  if (!cacheStorage) return;
  const fetchFn = deps.fetchFn ?? ((i, init) => fetch(i, init));
  const origin = deps.origin ?? self.location.origin;
  const urls = await db.bookmarks.toCollection().primaryKeys();
  const saved = new Map(urls.map((url) => [articlePagePath(url), url]));
  const cache = await cacheStorage.open(ARTICLE_PAGES_CACHE);
  const kept = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
  for (const path of kept) if (!saved.has(path)) await cache.delete(path);
  for (const [path, url] of saved) {
    if (kept.has(path) && (await cache.match(path))?.headers.has(KEPT_TEXT_HEADER)) continue;
    const copy = await db.articles.get(url);
    // Not kept again until the copy is here: the visitor's page is already kept.
    if (kept.has(path) && !copy) continue;
    const response = await fetchFn(`${origin}${path}`, { credentials: 'omit' });
    if (!response.ok) continue;
    const html = await response.text();
    if (!html.includes(SERVER_MARKUP_ATTRIBUTE)) continue;
    const text = copy && (copy.article.text ?? copy.article.summary);
    const withText = text ? withArticleText(html, text, paragraphsOf) : null;
    // The body was read here: the length and encoding the server sent no longer describe it.
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    if (withText !== null) headers.set(KEPT_TEXT_HEADER, '1');
    await cache.put(
      path,
      new Response(withText ?? html, { status: response.status, statusText: response.statusText, headers }),
    );
  }
}
