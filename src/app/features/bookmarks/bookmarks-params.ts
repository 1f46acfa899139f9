import type { BookmarksAddress } from '#shared/schemas/addresses.ts';

const SORT = { asc: 'title,asc', desc: 'title,desc' } as const;

/** The list call for these params: a blank filter is no filter; unsorted is newest first. */
export const toListQuery = ({ q, sort, page, size }: BookmarksAddress) => ({
  page,
  size,
  q: q?.trim() || undefined,
  sort: sort ? SORT[sort] : undefined,
});
