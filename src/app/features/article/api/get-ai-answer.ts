import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { AiKind } from '#shared/constants.ts';
import { AI_FIELD, articleSchema } from '#shared/schemas/news.ts';
import { requestJson } from '#app/lib/http.ts';

/** One AI analysis of an article as markdown (members only; the server enforces it). */
export async function getAiAnswer(url: string, kind: AiKind): Promise<string> {
  const a = await requestJson(articleSchema, `${API.news.article}/${kind}`, { searchParams: { url } });
  return (a[AI_FIELD[kind]] ?? '').trim();
}

// An answer does not change once made: one query per article and kind, fetched when its panel
// first opens and kept for the session (closing and reopening the panel asks nothing).
export const aiAnswerQueryOptions = (url: string, kind: AiKind) =>
  queryOptions({
    queryKey: ['article', 'ai', url, kind] as const,
    queryFn: () => getAiAnswer(url, kind),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export const useAiAnswer = (url: string, kind: AiKind, enabled: boolean) =>
  useQuery({ ...aiAnswerQueryOptions(url, kind), enabled });
