import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { requestJson } from '#app/lib/http.ts';
import { articlePageSchema } from '#shared/schemas/news.ts';

/** News from one source, optionally narrowed by a text term (the combined search). */
const searchBySource = (source: string, q: string | undefined, page: number, size: number) =>
  requestJson(articlePageSchema, API.news.bySource, {
    searchParams: { source, ...(q ? { q } : {}), page, size, collapse: 'story' },
  });

export const searchBySourceQueryOptions = (source: string, q: string | undefined, page: number, size: number) =>
  queryOptions({
    queryKey: ['search', 'source', source, q ?? '', page, size] as QueryKey,
    queryFn: () => searchBySource(source, q, page, size),
    retry: false,
  });
