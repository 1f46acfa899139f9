import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { requestJson } from '#app/lib/http.ts';
import { persistedListOptions } from '#app/lib/persist.ts';
import { langParam, type NewsLanguages } from '#app/lib/news-languages.ts';
import { articlePageSchema } from '#shared/schemas/news.ts';

const getCategory = (category: string, page: number, size: number, langs: NewsLanguages) =>
  requestJson(articlePageSchema, `${API.news.category}/${encodeURIComponent(category)}`, {
    searchParams: { page, size, collapse: 'story', ...langParam(langs) },
  });

export const categoryQueryOptions = (category: string, page: number, size: number, langs: NewsLanguages) =>
  queryOptions({
    queryKey: ['news', 'category', category, page, size, langs.join(',')] as QueryKey,
    queryFn: () => getCategory(category, page, size, langs),
    ...persistedListOptions,
  });
