// Forgetting a user on this device, the one way: on sign-out, on any 401 (the page) and when
// the page posts the sign-out call (the service worker). What belongs to the device stays.
// No Dexie here: the page's shell imports this module, and the store comes as a promise.
import type { OfflineDb } from './db';
import { DEVICE_COOKIES, DEVICE_STORAGE_KEYS, PERSONAL_CACHE_PREFIXES, PERSONAL_TABLES } from './names';

// The page's local storage and document, as far as forgetting uses them (the worker's library
// of types has neither).
type KeyValueStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  clear(): void;
};
type CookieJar = { cookie: string };

/** What the caller can reach: the service worker has no local storage and no cookies. */
export type ThisDevice = {
  /** The offline store (the page loads it on demand, so it may still be on its way). */
  db?: OfflineDb | Promise<OfflineDb>;
  caches?: CacheStorage;
  /** Local storage: emptied except the device's keys (`DEVICE_STORAGE_KEYS`). */
  storage?: KeyValueStorage;
  /**
   * Its readable cookies are expired but the device's (`DEVICE_COOKIES`); the HttpOnly session
   * cookie is the server's to clear.
   */
  document?: CookieJar;
};

/**
 * Saved articles, notes, the outbox (changes not yet sent too), the last-known account,
 * listening progress, kept audio and stories; the worker's caches of signed-in article text and
 * photos; local storage but the theme, the interface language and My languages; readable
 * cookies but My languages'. Each part
 * is attempted even when another fails.
 */
export async function forgetUser(device: ThisDevice): Promise<void> {
  if (device.document) expireReadableCookies(device.document);
  if (device.storage) forgetStorage(device.storage);
  const results = await Promise.allSettled([
    device.db ? clearTables(device.db) : undefined,
    device.caches ? deletePersonalCaches(device.caches) : undefined,
  ]);
  for (const r of results) if (r.status === 'rejected') console.warn('Could not clear offline data', r.reason);
}

async function clearTables(store: OfflineDb | Promise<OfflineDb>): Promise<void> {
  const db = await store;
  const tables = PERSONAL_TABLES.map((t) => db.table(t));
  await db.transaction('rw', tables, () => Promise.all(tables.map((t) => t.clear())));
}

async function deletePersonalCaches(storage: CacheStorage): Promise<void> {
  const names = await storage.keys();
  const personal = names.filter((n) => PERSONAL_CACHE_PREFIXES.some((p) => n.startsWith(p)));
  await Promise.all(personal.map((n) => storage.delete(n)));
}

function forgetStorage(storage: KeyValueStorage): void {
  try {
    const kept = DEVICE_STORAGE_KEYS.flatMap((k) => {
      const v = storage.getItem(k);
      return v === null ? [] : [[k, v] as const];
    });
    storage.clear();
    for (const [k, v] of kept) storage.setItem(k, v);
  } catch (e) {
    // Storage can be unavailable (private mode, quota); the rest is forgotten all the same.
    console.warn('Could not clear local storage', e);
  }
}

function expireReadableCookies(doc: CookieJar): void {
  for (const pair of doc.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name && !DEVICE_COOKIES.includes(name)) doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
