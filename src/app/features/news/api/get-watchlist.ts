import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { articlePageSchema } from '#shared/schemas/news.ts';
import { requestJson } from '#app/lib/http.ts';

/** News matching the signed-in user's watch list (a global, signed-in endpoint). */
export const getWatchlistNews = (page: number, size: number) =>
  requestJson(articlePageSchema, API.news.watchlist, { searchParams: { page, size } });

// Personal data: kept in memory only, never persisted to this device's storage.
export const watchlistQueryOptions = (page: number, size: number) =>
  queryOptions({
    queryKey: ['news', 'watchlist', page, size] as const,
    queryFn: () => getWatchlistNews(page, size),
  });

export const useWatchlistNews = (page: number, size: number) => useQuery(watchlistQueryOptions(page, size));
