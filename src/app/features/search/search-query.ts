import type { Paged } from '#shared/schemas/paging.ts';
import type { ArticleSummary } from '#shared/schemas/news.ts';
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { advancedSearch, advancedSearchQueryOptions } from './api/advanced-search';
import { searchBySource, searchBySourceQueryOptions } from './api/search-by-source';
import { searchText, searchTextQueryOptions } from './api/search-text';
import type { SearchChoice } from './choose-search';

type Page = Paged<ArticleSummary>;

/** The query for a search choice; advanced ignores the page (it pages on the device). */
function request(c: Exclude<SearchChoice, { kind: 'none' }>, page: number, size: number): { key: QueryKey; fn: () => Promise<Page> } {
  switch (c.kind) {
    case 'advanced':
      return { key: advancedSearchQueryOptions(c.primary, c.group).queryKey, fn: () => advancedSearch(c.primary, c.group) };
    case 'source':
      return { key: searchBySourceQueryOptions(c.source, c.q, page, size).queryKey, fn: () => searchBySource(c.source, c.q, page, size) };
    case 'text':
      return { key: searchTextQueryOptions(c.q, page, size).queryKey, fn: () => searchText(c.q, page, size) };
  }
}

export function searchQueryOptions(c: Exclude<SearchChoice, { kind: 'none' }>, page: number, size: number) {
  const r = request(c, page, size);
  // A failed search shows its own panel at once; retrying would only delay it.
  return queryOptions({ queryKey: r.key, queryFn: r.fn, retry: false });
}

/** The slice of results to show for a page; for server-paged searches it is the whole answer. */
export function visibleResults(c: SearchChoice, data: Page, page: number, size: number): Page {
  if (c.kind !== 'advanced') return data;
  const start = (page - 1) * size;
  return { content: data.content.slice(start, start + size), totalElements: Math.min(data.totalElements, data.content.length) };
}
