// The reader's language offline (decision 0122): the precache carries English's catalogues only
// (vite.config.ts), and the service worker keeps every other built file it serves (CacheFirst,
// sw/sw.ts). Once a worker is active, the app fetches every catalogue of the interface's language
// (the screens' too, so each opens offline in it) and asks the worker to keep the built files
// the page fetched before the worker controlled it (a first visit's catalogue among them), with
// Workbox's own `CACHE_URLS` message, which the worker's routes answer.
import type { I18n } from '@lingui/core';
import { CATALOGUE_NAMES } from '#shared/interface-catalogues.ts';
import { isInterfaceLanguage } from '#shared/interface-language.ts';
import { importCatalogue } from '#app/locales/catalogues.ts';

const isBuiltFile = (url: string) => {
  const u = new URL(url);
  return u.origin === location.origin && u.pathname.startsWith('/assets/');
};

/** Keeps the interface's language (all its catalogues) in the worker's cache. */
export async function keepLanguageOffline(i18n: I18n): Promise<void> {
  const code = i18n.locale;
  if (!isInterfaceLanguage(code) || !('serviceWorker' in navigator)) return;
  const { active } = await navigator.serviceWorker.ready;
  // Fetched, not loaded into `i18n`: loading would re-render the whole app as it starts (a long
  // task on a phone); a screen loads its own catalogue when it opens, from the cache.
  await Promise.all(CATALOGUE_NAMES.map((name) => importCatalogue(code, name)));
  const urlsToCache = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter(isBuiltFile);
  active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}
