import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { requestJson } from '#app/lib/http.ts';
import { persistedListOptions } from '#app/lib/persist.ts';
import { articlePageSchema } from '#shared/schemas/news.ts';

const getCategory = (category: string, page: number, size: number) =>
  requestJson(articlePageSchema, `${API.news.category}/${encodeURIComponent(category)}`, {
    searchParams: { page, size, collapse: 'story' },
  });

export const categoryQueryOptions = (category: string, page: number, size: number) =>
  queryOptions({
    queryKey: ['news', 'category', category, page, size] as QueryKey,
    queryFn: () => getCategory(category, page, size),
    ...persistedListOptions,
  });
