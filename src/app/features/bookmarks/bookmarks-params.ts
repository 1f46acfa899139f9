import { z } from '#shared/zod.ts';
import { PAGING } from '#shared/constants.ts';
import { pageParam, sizeParam, textParam } from '#app/lib/url-params.ts';

/** /pages/news/bookmarks?q&sort&page&size: the filter, title order and page live in the URL. */
export const bookmarksParamsSchema = z.object({
  q: textParam(200),
  sort: z.catch(z.optional(z.enum(['asc', 'desc'])), undefined),
  page: pageParam(1),
  size: sizeParam(PAGING.bookmarkSizeOptions, PAGING.bookmarkSize),
});
export type BookmarksParams = z.infer<typeof bookmarksParamsSchema>;

const SORT = { asc: 'title,asc', desc: 'title,desc' } as const;

/** The list call for these params: a blank filter is no filter; unsorted is newest first. */
export const toListQuery = ({ q, sort, page, size }: BookmarksParams) => ({
  page,
  size,
  q: q?.trim() || undefined,
  sort: sort ? SORT[sort] : undefined,
});
