import { PAGING } from '#shared/constants.ts';
import { choiceParam, pageParam, searchParams, sizeParam, textParam } from '#app/lib/url-params.ts';

export type BookmarksParams = { q?: string; sort?: 'asc' | 'desc'; page: number; size: number };

/** /pages/news/bookmarks?q&sort&page&size: the filter, title order and page live in the URL. */
export const bookmarksParams = searchParams<BookmarksParams>({
  q: textParam(200),
  sort: choiceParam(['asc', 'desc']),
  page: pageParam(1),
  size: sizeParam(PAGING.bookmarkSizeOptions, PAGING.bookmarkSize),
});

const SORT = { asc: 'title,asc', desc: 'title,desc' } as const;

/** The list call for these params: a blank filter is no filter; unsorted is newest first. */
export const toListQuery = ({ q, sort, page, size }: BookmarksParams) => ({
  page,
  size,
  q: q?.trim() || undefined,
  sort: sort ? SORT[sort] : undefined,
});
