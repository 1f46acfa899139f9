import { z } from '#shared/zod.ts';
import { PAGING, SEARCH_LIMITS } from '#shared/constants.ts';
import { pageParam, sizeParam, textParam } from '#app/lib/url-params.ts';

const text = textParam(SEARCH_LIMITS.maxQueryLength, { trim: true });

/** /pages/news/search?q&source&primary&group&page&size; group is comma-separated. */
export const searchParamsSchema = z.object({
  q: text,
  source: text,
  primary: text,
  group: text,
  page: pageParam(1),
  size: sizeParam(PAGING.searchSizeOptions, PAGING.searchSize),
});
export type SearchParams = z.infer<typeof searchParamsSchema>;
