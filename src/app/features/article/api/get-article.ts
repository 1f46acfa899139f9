import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { Article } from '#shared/schemas/news.ts';
import { requestJson } from '#app/lib/http.ts';
import { browserOffline, isNetworkFailure } from '#app/lib/network.ts';
import { articleSchema, publicArticleSchema } from '#shared/schemas/news.ts';

// A visitor opens this screen first: the offline store (with Dexie) loads only when it is read.
const offlineStore = () => import('#app/lib/offline-store.ts');

/** An article as shown: `offlineCopy` when it comes from this device's store, not the server. */
export type ReadArticle = Article & { offlineCopy?: boolean };

// The copy kept on this device (saved, or read before), or the original failure.
async function storedOr(url: string, failure: unknown): Promise<ReadArticle> {
  const row = await offlineStore()
    .then((store) => store.storedArticle(url))
    .catch(() => undefined);
  if (row) return { ...row.article, offlineCopy: true };
  throw failure;
}

/**
 * Visitors get the public article (summary only); signed-in users the global one (with
 * text), kept on this device for reading offline. With no network the kept copy answers at
 * once.
 */
export async function getArticle(url: string, signedIn: boolean): Promise<ReadArticle> {
  if (signedIn) {
    if (browserOffline()) return storedOr(url, new Error('offline'));
    try {
      const a = await requestJson(articleSchema, API.news.article, { searchParams: { url } });
      void offlineStore()
        .then((store) => store.keepVisit(a))
        .catch((e: unknown) => console.warn('Could not keep the article for offline reading', e));
      return a;
    } catch (e) {
      if (isNetworkFailure(e)) return storedOr(url, e);
      throw e;
    }
  }
  const a = await requestJson(publicArticleSchema, API.news.publicArticle, { searchParams: { url } });
  return {
    ...a,
    text: null,
    bias: null,
    sentiment: null,
    missingAngles: null,
    explainLike15: null,
    offlineCopy: browserOffline(),
  };
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
