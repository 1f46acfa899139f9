import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { requestJson } from '#app/lib/http.ts';
import { persistedListOptions } from '#app/lib/persist.ts';
import { languageCountListSchema } from '#shared/schemas/languages.ts';

/** Every language Khabar knows, by its English and its own name, with how many articles it has. */
const getLanguages = () => requestJson(languageCountListSchema, API.news.languages);

export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: ['news', 'languages'] as const,
    queryFn: getLanguages,
    staleTime: 10 * 60 * 1000,
    ...persistedListOptions,
  });

export const useLanguageCounts = () => useQuery(languagesQueryOptions());
