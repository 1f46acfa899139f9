import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../../../shared/api-paths';
import { articlePageSchema } from '../../../../shared/schemas/news';
import { requestJson } from '../../../lib/http';
import { persistedListOptions } from '../../../lib/persist';

export const getCategory = (category: string, page: number, size: number) =>
  requestJson(articlePageSchema, `${API.news.category}/${encodeURIComponent(category)}`, {
    searchParams: { page, size },
  });

export const categoryQueryOptions = (category: string, page: number, size: number) =>
  queryOptions({
    queryKey: ['news', 'category', category, page, size] as const,
    queryFn: () => getCategory(category, page, size),
    ...persistedListOptions,
  });

export const useCategory = (category: string, page: number, size: number) =>
  useQuery(categoryQueryOptions(category, page, size));
