// Bringing the server's bookmarks and notes into the device without undoing local changes
// that are still waiting in the outbox.
import { storeArticle } from './bookmarks';
import type { OfflineDb } from './db';
import type { Outbox } from './outbox';
import { fetchArticle, fetchServerState, HttpStatusError, type FetchFn, type ServerState } from './transport';

/**
 * Make the device match the server except where the outbox holds a newer local intent (a
 * pending or failed row for that URL wins over what the server says).
 */
export async function applyServerState(db: OfflineDb, server: ServerState, now = Date.now()): Promise<void> {
  await db.transaction('rw', [db.bookmarks, db.notes, db.audio, db.outbox], async () => {
    const rows = await db.outbox.toArray();
    const localBookmark = new Set(rows.filter((r) => r.kind !== 'note').map((r) => r.url));
    // A pending removal that drops the note is a note intent too: the server still lists the
    // bookmark with its note until the removal arrives.
    const localNote = new Set(
      rows.filter((r) => r.kind === 'note' || (r.kind === 'remove' && !r.keepNote)).map((r) => r.url),
    );
    const onServer = new Map(server.bookmarks.map((b) => [b.url, b]));

    for (const b of server.bookmarks) {
      if (localBookmark.has(b.url)) continue;
      const existing = await db.bookmarks.get(b.url);
      await db.bookmarks.put({
        url: b.url,
        title: b.title,
        createdAt: existing?.createdAt ?? b.createdAt ?? new Date(now).toISOString(),
      });
    }
    for (const url of await db.bookmarks.toCollection().primaryKeys()) {
      if (!onServer.has(url) && !localBookmark.has(url)) {
        await db.bookmarks.delete(url);
        await db.audio.delete(url);
      }
    }
    // Notes of saved articles come with the list; a kept note of an unsaved one stays as it is.
    for (const b of server.bookmarks) {
      if (localNote.has(b.url)) continue;
      if (b.hasNote && b.note !== undefined) await db.notes.put({ url: b.url, note: b.note, updatedAt: now });
      else if (!b.hasNote) await db.notes.delete(b.url);
    }
  });
}

/** Send what is due, then fetch and merge, with no outbox traffic in between. */
export function syncDown(
  db: OfflineDb,
  outbox: Outbox,
  fetchState: () => Promise<ServerState> = () => fetchServerState(),
): Promise<void> {
  return outbox.exclusive(async () => applyServerState(db, await fetchState()));
}

/** At most this many missing articles are fetched per sync. */
export const FILL_LIMIT = 50;

/** Saved articles this device has no copy of (saved on another device) are fetched for offline reading. */
export async function fillMissingArticles(
  db: OfflineDb,
  fetchFn: FetchFn = (i, init) => fetch(i, init),
  origin = '',
): Promise<void> {
  const saved = await db.bookmarks.toCollection().primaryKeys();
  const stored = new Set(await db.articles.toCollection().primaryKeys());
  for (const url of saved.filter((u) => !stored.has(u)).slice(0, FILL_LIMIT)) {
    try {
      await storeArticle(db, await fetchArticle(url, fetchFn, origin));
    } catch (e) {
      if (e instanceof HttpStatusError && e.status === 401) return;
      console.warn('Could not fetch a saved article for offline reading', e);
    }
  }
}
