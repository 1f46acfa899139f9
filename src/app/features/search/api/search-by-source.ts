import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { requestJson } from '#app/lib/http.ts';
import { articlePageSchema } from '#shared/schemas/news.ts';
import { langParam, type NewsLanguages } from '#app/lib/news-languages.ts';

/** News from one source, optionally narrowed by a text term (the combined search). */
type Ask = { source: string; q: string | undefined; page: number; size: number; langs: NewsLanguages };

const searchBySource = ({ source, q, page, size, langs }: Ask) =>
  requestJson(articlePageSchema, API.news.bySource, {
    searchParams: { source, ...(q ? { q } : {}), page, size, collapse: 'story', ...langParam(langs) },
  });

export const searchBySourceQueryOptions = (ask: Ask) =>
  queryOptions({
    queryKey: ['search', 'source', ask.source, ask.q ?? '', ask.page, ask.size, ask.langs.join(',')] as QueryKey,
    queryFn: () => searchBySource(ask),
    retry: false,
  });
