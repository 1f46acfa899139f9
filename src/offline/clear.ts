// Forgetting everything personal: on sign-out, account deletion and any 401.
import { PERSONAL_TABLES, type OfflineDb } from './db';

/** Runtime caches of the service worker that can hold signed-in article text and photos. */
export const PERSONAL_CACHE_PREFIXES = ['khabar-news-', 'khabar-images-'] as const;

export async function clearOfflineData(db: OfflineDb): Promise<void> {
  const tables = PERSONAL_TABLES.map((t) => db.table(t));
  await db.transaction('rw', tables, async () => {
    await Promise.all(tables.map((t) => t.clear()));
  });
}

export async function clearPersonalCaches(storage: CacheStorage): Promise<void> {
  const names = await storage.keys();
  await Promise.all(
    names.filter((n) => PERSONAL_CACHE_PREFIXES.some((p) => n.startsWith(p))).map((n) => storage.delete(n)),
  );
}

/** IndexedDB and the caches; each is attempted even when the other fails. */
export async function clearPersonalData(db: OfflineDb, storage: CacheStorage | undefined): Promise<void> {
  const results = await Promise.allSettled([
    clearOfflineData(db),
    storage ? clearPersonalCaches(storage) : Promise.resolve(),
  ]);
  for (const r of results) if (r.status === 'rejected') console.warn('Could not clear offline data', r.reason);
}
