import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { AiKind } from '#shared/constants.ts';
import { articleSchema, type Article } from '#shared/schemas/news.ts';
import { requestJson } from '#app/lib/http.ts';

const FIELD: Record<AiKind, keyof Pick<Article, 'bias' | 'sentiment' | 'missingAngles' | 'explainLike15'>> = {
  bias: 'bias',
  sentiment: 'sentiment',
  missing: 'missingAngles',
  explain: 'explainLike15',
};

/** One AI analysis of an article (members only; the server enforces it). */
export async function getAiAnswer(url: string, kind: AiKind): Promise<string> {
  const a = await requestJson(articleSchema, `${API.news.article}/${kind}`, { searchParams: { url } });
  return (a[FIELD[kind]] ?? '').trim();
}

// Answers do not change once made: fetch once per panel and keep it for the session.
export const aiAnswerQueryOptions = (url: string, kind: AiKind) =>
  queryOptions({
    queryKey: ['article', 'ai', url, kind] as const,
    queryFn: () => getAiAnswer(url, kind),
    staleTime: Infinity,
    retry: false,
  });

export const useAiAnswer = (url: string, kind: AiKind, enabled: boolean) =>
  useQuery({ ...aiAnswerQueryOptions(url, kind), enabled });
