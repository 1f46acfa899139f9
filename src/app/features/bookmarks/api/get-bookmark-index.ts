import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { PAGING } from '#shared/constants.ts';
import { bookmarkPageSchema } from '#shared/schemas/bookmarks.ts';
import { requestJson } from '#app/lib/http.ts';
import { bookmarkKeys } from './keys';

/** url → whether it carries a note, for every article the member has saved. */
export type BookmarkIndex = ReadonlyMap<string, { hasNote: boolean }>;

/**
 * Every saved URL, read in pages of the API's largest size (one request for most members),
 * so cards and articles show "Saved" across sessions and a note is asked for only when one
 * exists.
 */
export async function getBookmarkIndex(): Promise<BookmarkIndex> {
  const index = new Map<string, { hasNote: boolean }>();
  for (let page = 1; ; page += 1) {
    const res = await requestJson(bookmarkPageSchema, API.news.bookmark, { searchParams: { page, size: PAGING.maxSize } });
    for (const b of res.content) index.set(b.url, { hasNote: b.hasNote });
    if (res.content.length < PAGING.maxSize || page * PAGING.maxSize >= res.totalElements) return index;
  }
}

export const bookmarkIndexQueryOptions = () =>
  queryOptions({ queryKey: bookmarkKeys.index(), queryFn: getBookmarkIndex, staleTime: 5 * 60_000 });

/** Members only: a visitor or non-member has no bookmarks to ask for. */
export const useBookmarkIndex = (member: boolean) => useQuery({ ...bookmarkIndexQueryOptions(), enabled: member });
