import type { ArticlePage } from '#shared/schemas/news.ts';
import type { Watchlist } from '#shared/schemas/watchlist.ts';
import type { ListQuery, NewsService } from '#server/modules/news/service.ts';
import type { WatchlistRepository } from './repository';

export function createWatchlistService(repo: WatchlistRepository, news: NewsService) {
  return {
    get: async (userId: number): Promise<Watchlist> => ({ terms: await repo.terms(userId) }),

    async replace(userId: number, terms: string[]): Promise<Watchlist> {
      await repo.save(userId, terms);
      return { terms };
    },

    /** Articles matching any term, ranked like search (one card per story if asked); an empty list matches nothing. */
    news: async (userId: number, page: ListQuery): Promise<ArticlePage> =>
      news.matchingAny(await repo.terms(userId), page),
  };
}
export type WatchlistService = ReturnType<typeof createWatchlistService>;
