import { API } from '#shared/api-paths.ts';
import { requestJson } from '#app/lib/http.ts';
import { persistedListQuery } from '#app/lib/persist.ts';
import { facetListSchema } from '#shared/schemas/news.ts';

// Categories and sources with their article counts: two endpoints of the same shape.
const facetQueryOptions = (facet: 'categories' | 'sources') =>
  persistedListQuery(
    ['news', 'facets', facet] as const,
    () => requestJson(facetListSchema, API.news[facet]),
    10 * 60 * 1000,
  );

export const categoriesQueryOptions = () => facetQueryOptions('categories');
export const sourcesQueryOptions = () => facetQueryOptions('sources');
