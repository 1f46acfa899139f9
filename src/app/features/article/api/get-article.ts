import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { articleSchema, publicArticleSchema, type Article } from '#shared/schemas/news.ts';
import { requestJson } from '#app/lib/http.ts';

/** Visitors get the public article (summary only); signed-in users the global one (with text). */
async function getArticle(url: string, signedIn: boolean): Promise<Article> {
  if (signedIn) return requestJson(articleSchema, API.news.article, { searchParams: { url } });
  const a = await requestJson(publicArticleSchema, API.news.publicArticle, { searchParams: { url } });
  return { ...a, text: null, bias: null, sentiment: null, missingAngles: null, explainLike15: null };
}

export const articleQueryOptions = (url: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['article', signedIn ? 'global' : 'public', url] as const,
    queryFn: () => getArticle(url, signedIn),
    staleTime: 10 * 60 * 1000,
    // The service worker keeps read articles; try the request even when the browser says offline.
    networkMode: 'offlineFirst',
  });

export const useArticle = (url: string, signedIn: boolean) => useQuery(articleQueryOptions(url, signedIn));
