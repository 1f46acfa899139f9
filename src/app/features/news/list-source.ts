import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { PAGING } from '#shared/constants.ts';
import type { ArticleSummary } from '#shared/schemas/news.ts';
import type { Paged } from '#shared/schemas/paging.ts';
import { persistedListOptions } from '#app/lib/persist.ts';
import { categoryQueryOptions, getCategory } from './api/get-category';
import { getToday, todayQueryOptions } from './api/get-today';
import { getWatchlistNews, watchlistQueryOptions } from './api/get-watchlist';
import type { NewsListParams } from './list-params';

export type ListSource =
  | { kind: 'category'; category: string }
  | { kind: 'watchlist' }
  | { kind: 'today' };

/** SPEC.md §4: category wins over watch list, which wins over today's news. */
export function chooseListSource(p: Pick<NewsListParams, 'category' | 'watchlist'>): ListSource {
  if (p.category) return { kind: 'category', category: p.category };
  if (p.watchlist) return { kind: 'watchlist' };
  return { kind: 'today' };
}

type Request = { key: QueryKey; fn: () => Promise<Paged<ArticleSummary>>; persist: boolean };

function listRequest(source: ListSource, page: number, size: number): Request {
  switch (source.kind) {
    case 'category':
      return {
        key: categoryQueryOptions(source.category, page, size).queryKey,
        fn: () => getCategory(source.category, page, size),
        persist: true,
      };
    case 'watchlist':
      return { key: watchlistQueryOptions(page, size).queryKey, fn: () => getWatchlistNews(page, size), persist: false };
    case 'today':
      return { key: todayQueryOptions(page, size).queryKey, fn: () => getToday(page, size), persist: true };
  }
}

/** One query shape for all three sources, keyed exactly like each endpoint's own factory. */
export function listQueryOptions(source: ListSource, page: number, size: number = PAGING.newsListSize) {
  const r = listRequest(source, page, size);
  return queryOptions({ queryKey: r.key, queryFn: r.fn, ...(r.persist ? persistedListOptions : {}) });
}

export function listTitle(source: ListSource): string {
  switch (source.kind) {
    case 'category':
      return source.category;
    case 'watchlist':
      return 'Your watch list';
    case 'today':
      return "Today's news";
  }
}
