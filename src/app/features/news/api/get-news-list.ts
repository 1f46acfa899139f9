import { keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { requestJson } from '#app/lib/http.ts';
import { langParam, type NewsLanguages } from '#app/lib/news-languages.ts';
import { persistedListOptions } from '#app/lib/persist.ts';
import { articlePageSchema } from '#shared/schemas/news.ts';

const LISTS = {
  latest: API.news.latest,
  /** Today's news: the current calendar day in Asia/Kolkata (the server decides the day). */
  today: API.news.today,
  /** News matching any of the signed-in user's watch-list terms (a global, signed-in endpoint). */
  watchlist: API.news.watchlist,
};

/**
 * A page of a news list, one card per story (collapse=story), as every list and search asks:
 * docs/decisions/0083. In My languages (`langs`, none for all): the key holds them, so choices
 * never share a cache. The watch list's news is personal data: kept in memory only, never
 * persisted to this device's storage.
 */
const newsListQueryOptions = (list: keyof typeof LISTS, page: number, size: number, langs: NewsLanguages) =>
  queryOptions({
    queryKey: ['news', list, page, size, langs.join(',')] as QueryKey,
    queryFn: () =>
      requestJson(articlePageSchema, LISTS[list], {
        searchParams: { page, size, collapse: 'story', ...langParam(langs) },
      }),
    ...(list === 'watchlist' ? {} : persistedListOptions),
  });

export const latestQueryOptions = (page: number, size: number, langs: NewsLanguages) =>
  newsListQueryOptions('latest', page, size, langs);
export const todayQueryOptions = (page: number, size: number, langs: NewsLanguages) =>
  newsListQueryOptions('today', page, size, langs);
export const watchlistNewsQueryOptions = (page: number, size: number, langs: NewsLanguages) =>
  newsListQueryOptions('watchlist', page, size, langs);

/** Paging keeps the previous page on screen until the next one arrives. */
export const useWatchlistNews = (page: number, size: number, langs: NewsLanguages) =>
  useQuery({ ...watchlistNewsQueryOptions(page, size, langs), placeholderData: keepPreviousData });
