// Which requests the service worker handles and how: navigations open the precached shell,
// news reads and site info fall back to a runtime cache, images are cached, and sign-in,
// payments and membership always go to the network.
// Pure functions so they can be unit-tested without a worker.
import { API } from '#shared/api-paths.ts';
import { ARTICLE_PAGES_CACHE } from '#offline/names.ts';

/** Bump to drop every runtime cache of an older worker on activation. */
export const CACHE_VERSION = 'v1';
const PREFIX = 'khabar-';

export const RUNTIME_CACHES = {
  news: `${PREFIX}news-${CACHE_VERSION}`,
  site: `${PREFIX}site-${CACHE_VERSION}`,
  images: `${PREFIX}images-${CACHE_VERSION}`,
  assets: `${PREFIX}assets-${CACHE_VERSION}`,
  /** Saved articles' rendered pages, kept by the app (src/offline/article-pages.ts). */
  pages: ARTICLE_PAGES_CACHE,
} as const;

export const LIMITS = {
  networkTimeoutSeconds: 3,
  news: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 },
  site: { maxEntries: 4, maxAgeSeconds: 30 * 24 * 60 * 60 },
  images: { maxEntries: 150, maxAgeSeconds: 30 * 24 * 60 * 60 },
  assets: { maxEntries: 120, maxAgeSeconds: 60 * 24 * 60 * 60 },
} as const;

// Sign-in, payments and membership must always reach the server: a stale answer there
// would show the wrong balance or replay a payment step. The copy of a story's audio file is
// downloaded once into the offline store (IndexedDB); a second copy in the news cache would
// only take up to tens of megabytes of the device's quota.
const NETWORK_ONLY = [`${API.user.base}/auth/`, `${API.payment.base}/`, `${API.membership.base}/`, API.news.audio];
const NEWS = ['/api/elasticsearch/public/', '/api/elasticsearch/global/'];
export const SITE_PATH = API.site;

type Req = { url: URL; method: string; destination?: string };

const sameOrigin = (url: URL, origin: string) => url.origin === origin;

export function isNetworkOnly({ url }: Req, origin: string): boolean {
  return sameOrigin(url, origin) && NETWORK_ONLY.some((p) => url.pathname.startsWith(p));
}

/** Article and list reads: network first, cache as the fallback. */
export function isNewsRead({ url, method }: Req, origin: string): boolean {
  return (
    method === 'GET' &&
    sameOrigin(url, origin) &&
    NEWS.some((p) => url.pathname.startsWith(p)) &&
    !isNetworkOnly({ url, method }, origin)
  );
}

export function isSiteInfo({ url, method }: Req, origin: string): boolean {
  return method === 'GET' && sameOrigin(url, origin) && url.pathname === SITE_PATH;
}

/** Any image the page shows (article thumbnails are often on other hosts). */
export function isImage({ url, method, destination }: Req, origin: string): boolean {
  if (method !== 'GET' || destination !== 'image') return false;
  return !(sameOrigin(url, origin) && url.pathname.startsWith('/api/'));
}

/**
 * Built files left out of the precache (article chunks, markdown and KaTeX with its fonts):
 * their names carry a content hash, so the copy cached on first use never goes stale.
 */
export function isBuiltAsset({ url, method }: Req, origin: string): boolean {
  return method === 'GET' && sameOrigin(url, origin) && url.pathname.startsWith('/assets/');
}

/** Navigations served from the precached shell; API and file URLs are not client routes. */
// (Not "anything with a dot": article routes carry an encoded URL such as …%2Fexample.com%2F….)
export const NAVIGATION_DENYLIST = [
  /^\/api\//,
  /^\/(assets|icons|images|screenshots)\//,
  /^\/(sw\.js|manifest\.webmanifest|robots\.txt|favicon\.svg)$/,
];

/**
 * Signing out: the news cache may hold article text fetched while signed in (global
 * endpoints), so the worker drops it when the page posts the sign-out call.
 */
export function isSignOut({ url, method }: Req, origin: string): boolean {
  return method === 'POST' && sameOrigin(url, origin) && url.pathname === SIGN_OUT_PATH;
}
export const SIGN_OUT_PATH = API.user.logout;

/** Runtime caches of older worker versions, to delete on activation. */
export function staleCaches(names: string[]): string[] {
  const current = new Set<string>(Object.values(RUNTIME_CACHES));
  return names.filter((n) => n.startsWith(PREFIX) && !current.has(n));
}
