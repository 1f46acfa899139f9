import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { AiKind } from '#shared/constants.ts';
import { AI_FIELD } from '#shared/constants.ts';
import { requestJson } from '#app/lib/http.ts';
import { browserOffline, isNetworkFailure } from '#app/lib/network.ts';
import { articleSchema } from '#shared/schemas/news.ts';

// The article screen is a visitor's too: the offline store (with Dexie) loads only when used.
const offlineStore = () => import('#app/lib/offline-store.ts');

/** No network, and no answer of this kind kept on this device. */
export class NeedsConnectionError extends Error {}

async function storedAnswer(url: string, kind: AiKind): Promise<string> {
  const row = await offlineStore()
    .then((store) => store.storedArticle(url))
    .catch(() => undefined);
  const answer = row?.article[AI_FIELD[kind]];
  if (answer === null || answer === undefined) throw new NeedsConnectionError('offline');
  return answer.trim();
}

/**
 * One AI analysis of an article as markdown (members only; the server enforces it), written in
 * `lang`, the reader's interface language, where the analyser can. Answers join the article's
 * copy on this device, so a saved article's answers read offline.
 */
export async function getAiAnswer(url: string, kind: AiKind, lang: string): Promise<string> {
  if (browserOffline()) return storedAnswer(url, kind);
  try {
    const a = await requestJson(articleSchema, `${API.news.article}/${kind}`, { searchParams: { url, lang } });
    const answer = (a[AI_FIELD[kind]] ?? '').trim();
    void offlineStore()
      .then((store) => store.keepAiAnswer(url, kind, answer))
      .catch((e: unknown) => console.warn('Could not keep the AI answer', e));
    return answer;
  } catch (e) {
    if (isNetworkFailure(e)) return storedAnswer(url, kind);
    throw e;
  }
}

// An answer does not change once made: one query per article, kind and interface language,
// fetched when its panel first opens and kept for the session (closing and reopening the panel
// asks nothing; switching the language asks for the answer in the new one).
export const aiAnswerQueryOptions = (url: string, kind: AiKind, lang: string) =>
  queryOptions({
    queryKey: ['article', 'ai', url, kind, lang] as const,
    queryFn: () => getAiAnswer(url, kind, lang),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    // Offline, a kept answer (or 'needs a connection') comes from this device.
    networkMode: 'always',
  });

export const useAiAnswer = (url: string, kind: AiKind, lang: string, enabled: boolean) =>
  useQuery({ ...aiAnswerQueryOptions(url, kind, lang), enabled });
