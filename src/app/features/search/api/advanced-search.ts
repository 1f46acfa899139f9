import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { PAGING } from '#shared/constants.ts';
import { requestJson } from '#app/lib/http.ts';
import { articlePageSchema } from '#shared/schemas/news.ts';
import { langParam, type NewsLanguages } from '#app/lib/news-languages.ts';

/**
 * Advanced search asks once for the best matches and pages through them on the device: a
 * page change does not refetch an advanced search.
 */
const ADVANCED_FETCH_SIZE = PAGING.maxSize;

const advancedSearch = (primary: string, group: string[], langs: NewsLanguages) =>
  requestJson(articlePageSchema, API.news.advancedSearch, {
    method: 'post',
    searchParams: { collapse: 'story', ...langParam(langs) },
    json: { primary, group, page: 1, size: ADVANCED_FETCH_SIZE },
  });

export const advancedSearchQueryOptions = (primary: string, group: string[], langs: NewsLanguages) =>
  queryOptions({
    queryKey: ['search', 'advanced', primary, group.join(','), langs.join(',')] as QueryKey,
    queryFn: () => advancedSearch(primary, group, langs),
    retry: false,
  });
