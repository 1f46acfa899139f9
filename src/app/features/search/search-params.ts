import { PAGING } from '#shared/constants.ts';
import { pageParam, searchParams, sizeParam, textParam } from '#app/lib/url-params.ts';

// Longer than the API takes: the screen says what is too long (search-problem.ts) rather than
// dropping it. The bound only keeps an absurd address from being carried around.
const URL_TEXT_MAX = 2000;
const text = textParam(URL_TEXT_MAX, { trim: true });

export type SearchParams = {
  q?: string;
  source?: string;
  primary?: string;
  group?: string;
  page: number;
  size: number;
};

/** /pages/news/search?q&source&primary&group&page&size; group is comma-separated. */
export const searchPageParams = searchParams<SearchParams>({
  q: text,
  source: text,
  primary: text,
  group: text,
  page: pageParam(1),
  size: sizeParam(PAGING.searchSizeOptions, PAGING.searchSize),
});

/** The advanced search's other terms, from the comma-separated `group`. */
export const parseGroup = (group: string | undefined): string[] =>
  (group ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
