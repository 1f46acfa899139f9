/// <reference lib="webworker" />
// Khabar's service worker, built by vite-plugin-pwa (injectManifest).
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { offlineDb } from '#offline/db.ts';
import { isArticlePagePath } from '#offline/article-pages.ts';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  isBuiltAsset,
  isImage,
  isNetworkOnly,
  isNewsRead,
  isSiteInfo,
  LIMITS,
  NAVIGATION_DENYLIST,
  RUNTIME_CACHES,
  staleCaches,
} from './route-rules';
import { forgetOnSignOut, notKeptAcrossSignOut } from './sign-out';
import './push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// The app shell: index.html, the entry JS and CSS, the static pages' chunks and the icons.
// Everything else under /assets/ is cached below the first time a screen uses it.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const origin = self.location.origin;

// Order matters: the first matching route wins.
registerRoute((o) => isNetworkOnly({ url: o.url, method: o.request.method }, origin), new NetworkOnly());

registerRoute(
  (o) => isNewsRead({ url: o.url, method: o.request.method }, origin),
  new NetworkFirst({
    cacheName: RUNTIME_CACHES.news,
    networkTimeoutSeconds: LIMITS.networkTimeoutSeconds,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      notKeptAcrossSignOut,
      new ExpirationPlugin({ ...LIMITS.news, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  (o) => isSiteInfo({ url: o.url, method: o.request.method }, origin),
  new NetworkFirst({
    cacheName: RUNTIME_CACHES.site,
    networkTimeoutSeconds: LIMITS.networkTimeoutSeconds,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin(LIMITS.site)],
  }),
);

registerRoute(
  (o) => isImage({ url: o.url, method: o.request.method, destination: o.request.destination }, origin),
  new CacheFirst({
    cacheName: RUNTIME_CACHES.images,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      notKeptAcrossSignOut,
      new ExpirationPlugin({ ...LIMITS.images, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  (o) => isBuiltAsset({ url: o.url, method: o.request.method }, origin),
  new CacheFirst({
    cacheName: RUNTIME_CACHES.assets,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ ...LIMITS.assets, purgeOnQuotaError: true }),
    ],
  }),
);

const shell = createHandlerBoundToURL('index.html');

// A saved article's address opened offline: its page as the server rendered it (kept by the
// app, src/offline/article-pages.ts), so its text is in the first HTML and shows before any
// script runs; the app hydrates it and then shows the member's own view. Online, and for an
// article not kept, the shell as for any route.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === origin && isArticlePagePath(url.pathname),
  async (options) => {
    if (!self.navigator.onLine) {
      const kept = await (await caches.open(RUNTIME_CACHES.pages)).match(options.url.pathname);
      if (kept) return kept;
    }
    return shell(options);
  },
);

// Every client route (/dashboard/news, /pages/termscondition, …) opens from the shell offline.
registerRoute(new NavigationRoute(shell, { denylist: NAVIGATION_DENYLIST }));

// Not answered here (the browser sends it as usual); the worker only forgets personal copies:
// saved articles, notes, the outbox and the cached article text and photos.
self.addEventListener('fetch', (event: FetchEvent) => {
  const forgetting = forgetOnSignOut(event.request, origin, () => ({ db: offlineDb(), caches }));
  if (forgetting) event.waitUntil(forgetting);
});

// Updates wait for the reader: the page asks with SKIP_WAITING when they press the button.
let skipRequested = false;
let firstInstall = false;

self.addEventListener('install', () => {
  firstInstall = !self.registration.active;
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    skipRequested = true;
    void self.skipWaiting();
  }
});

self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(
    (async () => {
      await Promise.all(staleCaches(await caches.keys()).map((n) => caches.delete(n)));
      // Take over open pages only when nothing older controls them (first visit, so the
      // shell works offline at once) or when the reader asked for the update.
      if (skipRequested || firstInstall) await self.clients.claim();
    })(),
  );
});
