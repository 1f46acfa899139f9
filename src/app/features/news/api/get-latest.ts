import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../../../shared/api-paths';
import { articlePageSchema } from '../../../../shared/schemas/news';
import { requestJson } from '../../../lib/http';
import { persistedListOptions } from '../../../lib/persist';

export const getLatest = (page: number, size: number) =>
  requestJson(articlePageSchema, API.news.latest, { searchParams: { page, size } });

export const latestQueryOptions = (page: number, size: number) =>
  queryOptions({
    queryKey: ['news', 'latest', page, size] as const,
    queryFn: () => getLatest(page, size),
    ...persistedListOptions,
  });

export const useLatest = (page: number, size: number) => useQuery(latestQueryOptions(page, size));
