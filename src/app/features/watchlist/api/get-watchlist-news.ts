import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { articlePageSchema } from '#shared/schemas/news.ts';
import { requestJson } from '#app/lib/http.ts';

export const WATCHLIST_NEWS_SIZE = 6;

/** News matching any watch-list term (the path's misspelling is the real one). */
export const getWatchlistNews = (page: number, size: number) =>
  requestJson(articlePageSchema, API.news.watchlist, { searchParams: { page, size } });

export const watchlistNewsQueryOptions = (page: number, size = WATCHLIST_NEWS_SIZE) =>
  queryOptions({
    queryKey: ['watchlist', 'news', page, size] as const,
    queryFn: () => getWatchlistNews(page, size),
    placeholderData: keepPreviousData,
  });

export const useWatchlistNews = (page: number, size = WATCHLIST_NEWS_SIZE) => useQuery(watchlistNewsQueryOptions(page, size));
