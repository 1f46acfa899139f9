import type { Page } from '@playwright/test';

/** Counts of every object store of the offline database, read with the raw IndexedDB API. */
export function offlineStoreCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const open = indexedDB.open('khabar-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const names = [...db.objectStoreNames];
          if (names.length === 0) {
            db.close();
            resolve({});
            return;
          }
          const tx = db.transaction(names, 'readonly');
          const out: Record<string, number> = {};
          for (const n of names) {
            const req = tx.objectStore(n).count();
            req.onsuccess = () => (out[n] = req.result);
          }
          tx.oncomplete = () => {
            db.close();
            resolve(out);
          };
        };
      }),
  );
}

/** Entries of the service worker's personal caches (signed-in article text, photos). */
export function personalCacheEntries(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let n = 0;
    for (const name of await caches.keys()) {
      if (/^khabar-(news|images)-/.test(name)) n += (await (await caches.open(name)).keys()).length;
    }
    return n;
  });
}

/** The query cache persisted in local storage, as text ('' when none). */
export const persistedQueries = (page: Page): Promise<string> =>
  page.evaluate(() => window.localStorage.getItem('khabar-queries') ?? '');
