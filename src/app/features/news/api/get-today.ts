import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { requestJson } from '#app/lib/http.ts';
import { persistedListOptions } from '#app/lib/persist.ts';
import { langParam, type NewsLanguages } from '#app/lib/news-languages.ts';
import { articlePageSchema } from '#shared/schemas/news.ts';

/** Today's news: the current calendar day in Asia/Kolkata (the server decides the day). */
const getToday = (page: number, size: number, langs: NewsLanguages) =>
  requestJson(articlePageSchema, API.news.today, {
    searchParams: { page, size, collapse: 'story', ...langParam(langs) },
  });

export const todayQueryOptions = (page: number, size: number, langs: NewsLanguages) =>
  queryOptions({
    queryKey: ['news', 'today', page, size, langs.join(',')] as QueryKey,
    queryFn: () => getToday(page, size, langs),
    ...persistedListOptions,
  });
