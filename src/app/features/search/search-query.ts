import { queryOptions, skipToken, type QueryKey } from '@tanstack/react-query';
import type { ArticlePage } from '#shared/schemas/news.ts';
import type { NewsLanguages } from '#app/lib/news-languages.ts';
import { advancedSearchQueryOptions } from './api/advanced-search';
import { searchBySourceQueryOptions } from './api/search-by-source';
import { searchTextQueryOptions } from './api/search-text';
import type { SearchChoice } from './choose-search';

/**
 * The query for a search choice, through its endpoint's own factory (they type their keys as
 * QueryKey so that one screen can hold any of them). Advanced ignores the page: it pages on the
 * device. A failed search shows its own panel at once, so none of them retries.
 */
/** A search that is sent: not 'none' nor 'invalid'. */
export type SentSearch = Exclude<SearchChoice, { kind: 'none' | 'invalid' }>;

export const isSent = (c: SearchChoice): c is SentSearch => c.kind !== 'none' && c.kind !== 'invalid';

export function searchQueryOptions(c: SentSearch, page: number, size: number, langs: NewsLanguages) {
  switch (c.kind) {
    case 'advanced':
      return advancedSearchQueryOptions(c.primary, c.group, langs);
    case 'source':
      return searchBySourceQueryOptions({ source: c.source, q: c.q, page, size, langs });
    case 'text':
      return searchTextQueryOptions(c.q, page, size, langs);
  }
}

/** No search to send: the screen still calls `useQuery`, which runs nothing for skipToken. */
export const unsentSearch = queryOptions<ArticlePage>({
  queryKey: ['search', 'unsent'] as QueryKey,
  queryFn: skipToken,
});

/** The slice of results to show for a page; for server-paged searches it is the whole answer. */
export function visibleResults(c: SearchChoice, data: ArticlePage, page: number, size: number): ArticlePage {
  if (c.kind !== 'advanced') return data;
  const start = (page - 1) * size;
  return {
    content: data.content.slice(start, start + size),
    totalElements: Math.min(data.totalElements, data.content.length),
  };
}
