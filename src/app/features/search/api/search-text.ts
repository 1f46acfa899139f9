import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { requestJson } from '#app/lib/http.ts';
import { articlePageSchema } from '#shared/schemas/news.ts';
import { langParam, type NewsLanguages } from '#app/lib/news-languages.ts';

// One card per story (collapse=story), as every list and search asks: docs/decisions/0083.
const searchText = (q: string, page: number, size: number, langs: NewsLanguages) =>
  requestJson(articlePageSchema, API.news.search, {
    searchParams: { q, page, size, collapse: 'story', ...langParam(langs) },
  });

export const searchTextQueryOptions = (q: string, page: number, size: number, langs: NewsLanguages) =>
  queryOptions({
    queryKey: ['search', 'text', q, page, size, langs.join(',')] as QueryKey,
    queryFn: () => searchText(q, page, size, langs),
    retry: false,
  });
