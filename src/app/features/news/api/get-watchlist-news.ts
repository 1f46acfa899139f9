import { keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { requestJson } from '#app/lib/http.ts';
import { articlePageSchema } from '#shared/schemas/news.ts';
import { langParam, type NewsLanguages } from '#app/lib/news-languages.ts';

/** News matching any of the signed-in user's watch-list terms (a global, signed-in endpoint). */
const getWatchlistNews = (page: number, size: number, langs: NewsLanguages) =>
  requestJson(articlePageSchema, API.news.watchlist, {
    searchParams: { page, size, collapse: 'story', ...langParam(langs) },
  });

// Personal data: kept in memory only, never persisted to this device's storage.
export const watchlistNewsQueryOptions = (page: number, size: number, langs: NewsLanguages) =>
  queryOptions({
    queryKey: ['news', 'watchlist', page, size, langs.join(',')] as QueryKey,
    queryFn: () => getWatchlistNews(page, size, langs),
  });

/** Paging keeps the previous page on screen until the next one arrives. */
export const useWatchlistNews = (page: number, size: number, langs: NewsLanguages) =>
  useQuery({ ...watchlistNewsQueryOptions(page, size, langs), placeholderData: keepPreviousData });
