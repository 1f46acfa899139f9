// The offline store on demand: IndexedDB (Dexie) and the outbox load the first time a screen
// reads or writes the device's copy, so the first paint never waits for them. Screens that
// live in lazy chunks anyway (the sync badge, the listening queue) import
// #app/lib/offline-store.ts directly.
import type { LocalBookmarkQuery, SaveInput } from '#offline/bookmarks.ts';
import type { StoredNote } from './offline-store';

export { browserOffline, isNetworkFailure } from './network';
export type { StoredNote } from './offline-store';

/** The offline store's module (one chunk with Dexie); started at most once. */
export const offlineStore = () => import('./offline-store');

export const queueSaveBookmark = async (input: SaveInput): Promise<void> =>
  (await offlineStore()).queueSaveBookmark(input);
export const queueRemoveBookmark = async (url: string, keepNote: boolean): Promise<void> =>
  (await offlineStore()).queueRemoveBookmark(url, keepNote);
export const queueNote = async (url: string, note: string): Promise<StoredNote> =>
  (await offlineStore()).queueNote(url, note);
export const localNote = async (url: string): Promise<StoredNote> => (await offlineStore()).localNote(url);
export const localBookmarkPage = async (query: LocalBookmarkQuery) => (await offlineStore()).localBookmarkPage(query);
export const localBookmarkIndex = async () => (await offlineStore()).localBookmarkIndex();
