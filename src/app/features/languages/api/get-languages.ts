import { useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { requestJson } from '#app/lib/http.ts';
import { persistedListQuery } from '#app/lib/persist.ts';
import { languageCountListSchema } from '#shared/schemas/languages.ts';

/** Every language Khabar knows, by its English and its own name, with how many articles it has. */
const getLanguages = () => requestJson(languageCountListSchema, API.news.languages);

export const languagesQueryOptions = () =>
  persistedListQuery(['news', 'languages'] as const, getLanguages, 10 * 60 * 1000);

export const useLanguageCounts = () => useQuery(languagesQueryOptions());
