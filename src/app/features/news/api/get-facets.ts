import { queryOptions } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { requestJson } from '#app/lib/http.ts';
import { persistedListOptions } from '#app/lib/persist.ts';
import { facetListSchema } from '#shared/schemas/news.ts';

// Categories and sources with their article counts: two endpoints of the same shape.
const facetQueryOptions = (facet: 'categories' | 'sources') =>
  queryOptions({
    queryKey: ['news', 'facets', facet] as const,
    queryFn: () => requestJson(facetListSchema, API.news[facet]),
    staleTime: 10 * 60 * 1000,
    ...persistedListOptions,
  });

export const categoriesQueryOptions = () => facetQueryOptions('categories');
export const sourcesQueryOptions = () => facetQueryOptions('sources');
