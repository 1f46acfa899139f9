import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { Watchlist } from '#shared/schemas/watchlist.ts';
import { requestJson } from '#app/lib/http.ts';
import { watchlistSchema } from '#shared/schemas/watchlist.ts';

const getWatchlist = (): Promise<Watchlist> => requestJson(watchlistSchema, API.user.watchlist);

// Personal data: kept in memory only, never persisted to the device.
export const watchlistTermsQueryOptions = () =>
  queryOptions({ queryKey: ['watchlist', 'terms'] as const, queryFn: getWatchlist });

export const useWatchlist = () => useQuery(watchlistTermsQueryOptions());
