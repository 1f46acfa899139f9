import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookmarkKeys } from './keys';

/** url → whether it carries a note, for every article the member has saved. */
export type BookmarkIndex = ReadonlyMap<string, { hasNote: boolean }>;

/**
 * Every saved URL as this device knows it (synced with the server when online, with changes
 * still queued included), so cards and articles show "Saved" across sessions and offline.
 */
export const getBookmarkIndex = async (): Promise<BookmarkIndex> =>
  // Every screen's article actions ask for it: the store (with Dexie) loads with a member's first look-up.
  (await import('#app/lib/offline-store.ts')).localBookmarkIndex();

export const bookmarkIndexQueryOptions = () =>
  queryOptions({
    queryKey: bookmarkKeys.index(),
    queryFn: getBookmarkIndex,
    staleTime: 5 * 60_000,
    networkMode: 'always',
  });

/** Members only: a visitor or non-member has no bookmarks to ask for. */
export const useBookmarkIndex = (member: boolean) => useQuery({ ...bookmarkIndexQueryOptions(), enabled: member });
