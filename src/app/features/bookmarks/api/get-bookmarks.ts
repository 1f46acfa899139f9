import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BookmarkPage, BookmarkSort } from '#shared/schemas/bookmarks.ts';
import { localBookmarkPage } from '#app/lib/offline-store.ts';
import { bookmarkKeys } from './keys';

export type BookmarkListQuery = { page: number; size: number; q?: string; sort?: BookmarkSort };

/**
 * One page of the member's bookmarks, filtered by title (any case) and sorted as the API
 * does, from this device's copy: synced with the server when online, readable offline, and
 * showing changes still waiting in the outbox.
 */
export const getBookmarks = (query: BookmarkListQuery): Promise<BookmarkPage> => localBookmarkPage(query);

export const bookmarksQueryOptions = (query: BookmarkListQuery) =>
  queryOptions({
    queryKey: bookmarkKeys.list(query),
    queryFn: () => getBookmarks(query),
    // Read from this device (synced when online): never waits for a network.
    networkMode: 'always',
    // Typing in the filter keeps the last rows on screen instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export const useBookmarks = (query: BookmarkListQuery) => useQuery(bookmarksQueryOptions(query));
