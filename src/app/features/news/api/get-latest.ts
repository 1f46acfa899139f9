import { queryOptions } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { requestJson } from '#app/lib/http.ts';
import { persistedListOptions } from '#app/lib/persist.ts';
import { articlePageSchema } from '#shared/schemas/news.ts';

// One card per story (collapse=story), as every list and search asks: docs/decisions/0083.
const getLatest = (page: number, size: number) =>
  requestJson(articlePageSchema, API.news.latest, { searchParams: { page, size, collapse: 'story' } });

export const latestQueryOptions = (page: number, size: number) =>
  queryOptions({
    queryKey: ['news', 'latest', page, size] as const,
    queryFn: () => getLatest(page, size),
    ...persistedListOptions,
  });
