import { API } from '#shared/api-paths.ts';
import { requestJson } from '#app/lib/http.ts';
import { langParam, type NewsLanguages } from '#app/lib/news-languages.ts';
import { persistedListQuery } from '#app/lib/persist.ts';
import { facetListSchema } from '#shared/schemas/news.ts';

// Categories and sources with their article counts: two endpoints of the same shape.
export const categoriesQueryOptions = () =>
  persistedListQuery(
    ['news', 'facets', 'categories'] as const,
    () => requestJson(facetListSchema, API.news.categories),
    10 * 60 * 1000,
  );

/** The sources with news in My languages (`langs`, none for all), each with its count in them. */
export const sourcesQueryOptions = (langs: NewsLanguages) =>
  persistedListQuery(
    ['news', 'facets', 'sources', langs.join(',')] as const,
    () => requestJson(facetListSchema, API.news.sources, { searchParams: langParam(langs) }),
    10 * 60 * 1000,
  );
