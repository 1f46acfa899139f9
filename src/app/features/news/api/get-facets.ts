import { queryOptions } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { requestJson } from '#app/lib/http.ts';
import { persistedListOptions } from '#app/lib/persist.ts';
import { facetListSchema } from '#shared/schemas/news.ts';

// Categories and sources with their article counts: two endpoints of the same shape.
const getCategories = () => requestJson(facetListSchema, API.news.categories);
const getSources = () => requestJson(facetListSchema, API.news.sources);

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['news', 'facets', 'categories'] as const,
    queryFn: getCategories,
    staleTime: 10 * 60 * 1000,
    ...persistedListOptions,
  });

export const sourcesQueryOptions = () =>
  queryOptions({
    queryKey: ['news', 'facets', 'sources'] as const,
    queryFn: getSources,
    staleTime: 10 * 60 * 1000,
    ...persistedListOptions,
  });
