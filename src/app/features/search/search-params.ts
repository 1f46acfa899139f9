import { PAGING, SEARCH_LIMITS } from '#shared/constants.ts';
import { pageParam, searchParams, sizeParam, textParam } from '#app/lib/url-params.ts';

const text = textParam(SEARCH_LIMITS.maxQueryLength, { trim: true });

export type SearchParams = { q?: string; source?: string; primary?: string; group?: string; page: number; size: number };

/** /pages/news/search?q&source&primary&group&page&size; group is comma-separated. */
export const searchPageParams = searchParams<SearchParams>({
  q: text,
  source: text,
  primary: text,
  group: text,
  page: pageParam(1),
  size: sizeParam(PAGING.searchSizeOptions, PAGING.searchSize),
});
