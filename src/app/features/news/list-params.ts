import { flagParam, pageParam, searchParams, textParam } from '#app/lib/url-params.ts';

export type NewsListParams = { category?: string; watchlist?: boolean; page: number };

/** /pages/news/list?category&watchlist=true&page (page is one-based). */
export const newsListParams = searchParams<NewsListParams>({
  category: textParam(60, { trim: true, nonEmpty: true }),
  watchlist: flagParam,
  page: pageParam(1),
});
