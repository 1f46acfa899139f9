import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { bookmarkPageSchema, type BookmarkPage, type BookmarkSort } from '#shared/schemas/bookmarks.ts';
import { requestJson } from '#app/lib/http.ts';
import { bookmarkKeys } from './keys';

export type BookmarkListQuery = { page: number; size: number; q?: string; sort?: BookmarkSort };

/** One page of the member's bookmarks; the server filters (title, any case) and sorts. */
export const getBookmarks = ({ page, size, q, sort }: BookmarkListQuery): Promise<BookmarkPage> =>
  requestJson(bookmarkPageSchema, API.news.bookmark, {
    searchParams: { page, size, ...(q ? { q } : {}), ...(sort ? { sort } : {}) },
  });

export const bookmarksQueryOptions = (query: BookmarkListQuery) =>
  queryOptions({
    queryKey: bookmarkKeys.list(query),
    queryFn: () => getBookmarks(query),
    // Typing in the filter keeps the last rows on screen instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export const useBookmarks = (query: BookmarkListQuery) => useQuery(bookmarksQueryOptions(query));
