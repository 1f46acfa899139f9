import { keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { requestJson } from '#app/lib/http.ts';
import { articlePageSchema } from '#shared/schemas/news.ts';

/** News matching any of the signed-in user's watch-list terms (a global, signed-in endpoint). */
const getWatchlistNews = (page: number, size: number) =>
  requestJson(articlePageSchema, API.news.watchlist, { searchParams: { page, size, collapse: 'story' } });

// Personal data: kept in memory only, never persisted to this device's storage.
export const watchlistNewsQueryOptions = (page: number, size: number) =>
  queryOptions({
    queryKey: ['news', 'watchlist', page, size] as QueryKey,
    queryFn: () => getWatchlistNews(page, size),
  });

/** Paging keeps the previous page on screen until the next one arrives. */
export const useWatchlistNews = (page: number, size: number) =>
  useQuery({ ...watchlistNewsQueryOptions(page, size), placeholderData: keepPreviousData });
