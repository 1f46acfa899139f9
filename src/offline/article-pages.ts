// The rendered page of every saved article, kept in a cache of its own so that the service
// worker can answer the article's address offline with the server's markup (its title, source
// and summary in the first HTML, painted before any script runs), which the app then hydrates
// (sw/sw.ts). The page is the one a visitor gets (fetched without the session cookie: the
// server renders only visitors' screens); the member's own view (the saved text, notes, AI
// answers) follows once the app has started and read the device's copy.
import { SERVER_MARKUP_ATTRIBUTE } from '#shared/first-view.ts';
import type { OfflineDb } from './db';
import { ARTICLE_PAGES_CACHE } from './names';

/** An article's address in the app (the page the server renders). */
export const articlePagePath = (url: string): string => `/pages/news/details/${encodeURIComponent(url)}`;

/** Whether `pathname` is an article's address. */
export const isArticlePagePath = (pathname: string): boolean => /^\/pages\/news\/details\/[^/]+$/.test(pathname);

type Deps = { fetchFn?: typeof fetch; cacheStorage?: CacheStorage; origin?: string };

/**
 * Keeps the rendered page of each saved article on this device, and drops those of articles no
 * longer saved. A page is kept only when it holds the server's markup (not the app's empty
 * shell, not an error).
 */
export async function keepArticlePages(db: OfflineDb, deps: Deps = {}): Promise<void> {
  const cacheStorage = deps.cacheStorage ?? (typeof caches === 'undefined' ? undefined : caches);
  if (!cacheStorage) return;
  const fetchFn = deps.fetchFn ?? ((i, init) => fetch(i, init));
  const origin = deps.origin ?? self.location.origin;
  const saved = new Set((await db.bookmarks.toCollection().primaryKeys()).map(articlePagePath));
  const cache = await cacheStorage.open(ARTICLE_PAGES_CACHE);
  const kept = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
  for (const path of kept) if (!saved.has(path)) await cache.delete(path);
  for (const path of saved) {
    if (kept.has(path)) continue;
    const response = await fetchFn(`${origin}${path}`, { credentials: 'omit' });
    if (response.ok && (await response.clone().text()).includes(SERVER_MARKUP_ATTRIBUTE))
      await cache.put(path, response);
  }
}
