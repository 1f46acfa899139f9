import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { type Watchlist, watchlistSchema, watchlistUpdateSchema } from '#shared/schemas/watchlist.ts';
import { requestJson } from '#app/lib/http.ts';
import { watchlistTermsQueryOptions } from './get-watchlist';

/** PUT the whole list, validated by the same schema the server uses. */
const updateWatchlist = (terms: string[]): Promise<Watchlist> =>
  requestJson(watchlistSchema, API.user.watchlist, { method: 'put', json: watchlistUpdateSchema.parse({ terms }) });

export function useUpdateWatchlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWatchlist,
    onSuccess: async (saved) => {
      queryClient.setQueryData(watchlistTermsQueryOptions().queryKey, saved);
      // The news matching the terms (the news feature's ['news', 'watchlist'], named here by
      // key, not imported) is out of date on every page and size.
      await queryClient.invalidateQueries({ queryKey: ['news', 'watchlist'] });
    },
  });
}
