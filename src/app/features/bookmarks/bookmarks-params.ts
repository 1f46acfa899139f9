import { z } from 'zod';
import { PAGING } from '#shared/constants.ts';

/** /pages/news/bookmarks?q&sort&page&size: the filter, title order and page live in the URL. */
export const bookmarksParamsSchema = z.object({
  q: z.string().max(200).optional().catch(undefined),
  sort: z.enum(['asc', 'desc']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
  size: z.coerce
    .number()
    .int()
    .refine((n) => (PAGING.bookmarkSizeOptions as readonly number[]).includes(n))
    .default(PAGING.bookmarkSize)
    .catch(PAGING.bookmarkSize),
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
