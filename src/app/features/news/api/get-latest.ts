import { queryOptions } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { requestJson } from '#app/lib/http.ts';
import { persistedListOptions } from '#app/lib/persist.ts';
import { langParam, type NewsLanguages } from '#app/lib/news-languages.ts';
import { articlePageSchema } from '#shared/schemas/news.ts';

// One card per story (collapse=story), as every list and search asks: docs/decisions/0083.
// In My languages (`langs`, none for all): the key holds them, so choices never share a cache.
const getLatest = (page: number, size: number, langs: NewsLanguages) =>
  requestJson(articlePageSchema, API.news.latest, {
    searchParams: { page, size, collapse: 'story', ...langParam(langs) },
  });

export const latestQueryOptions = (page: number, size: number, langs: NewsLanguages) =>
  queryOptions({
    queryKey: ['news', 'latest', page, size, langs.join(',')] as const,
    queryFn: () => getLatest(page, size, langs),
    ...persistedListOptions,
  });
