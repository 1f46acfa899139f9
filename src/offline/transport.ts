// The outbox's and sync-down's HTTP calls: plain fetch, so the service worker can use them too.
import { z } from '#shared/zod.ts';
import { API } from '#shared/api-paths.ts';
import { articleSchema, storyPageSchema, type Article, type StoryPage } from '#shared/schemas/news.ts';
import { bookmarkPageSchema, IDEMPOTENCY_HEADER, type Bookmark } from '#shared/schemas/bookmarks.ts';
import type { OutboxOp } from './db';
import type { SendResult, Sender } from './outbox';

const TIMEOUT_MS = 15_000;

export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

const errorBodySchema = z.object({ message: z.optional(z.string()) });

function request(op: OutboxOp): { path: string; init: RequestInit } {
  const url = encodeURIComponent(op.url);
  if (op.kind === 'add')
    return {
      path: API.news.bookmark,
      init: { method: 'POST', body: JSON.stringify({ title: op.title, url: op.url }) },
    };
  if (op.kind === 'remove')
    return { path: `${API.news.bookmark}?url=${url}&keepNote=${op.keepNote}`, init: { method: 'DELETE' } };
  return {
    path: `${API.news.bookmarkNote}?url=${url}`,
    init: { method: 'PUT', body: JSON.stringify({ note: op.note }) },
  };
}

const RETRYABLE = new Set([408, 429]);

/** 2xx done; 401 session over; 408, 429, 5xx and network errors retry; other 4xx fail. */
export async function classify(res: Response): Promise<SendResult> {
  if (res.ok) return { type: 'ok' };
  if (res.status === 401) return { type: 'unauthorized' };
  if (RETRYABLE.has(res.status) || res.status >= 500) return { type: 'retry', status: res.status };
  const body = errorBodySchema.safeParse(await res.json().catch(() => ({})));
  return {
    type: 'fail',
    status: res.status,
    message: (body.success && body.data.message) || res.statusText || `HTTP ${res.status}`,
  };
}

const CSRF_HEADER = { 'X-Requested-With': 'khabar' } as const;
export const JSON_HEADERS = { 'Content-Type': 'application/json', ...CSRF_HEADER } as const;

/** Sends one outbox operation with its id as the Idempotency-Key. */
export function httpSender(fetchFn: FetchFn = (i, init) => fetch(i, init), origin = ''): Sender {
  return async (op, key) => {
    const { path, init } = request(op);
    try {
      const res = await fetchFn(origin + path, {
        ...init,
        credentials: 'include',
        // No Content-Type without a body.
        headers: { ...(init.body ? JSON_HEADERS : CSRF_HEADER), [IDEMPOTENCY_HEADER]: key },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      return await classify(res);
    } catch {
      return { type: 'retry' };
    }
  };
}

export class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

async function getJson<S extends z.ZodMiniType>(fetchFn: FetchFn, url: string, schema: S): Promise<z.output<S>> {
  const res = await fetchFn(url, {
    credentials: 'include',
    headers: CSRF_HEADER,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new HttpStatusError(res.status);
  return schema.parse(await res.json());
}

export type ServerBookmark = Pick<Bookmark, 'url' | 'title' | 'hasNote'> &
  Partial<Pick<Bookmark, 'createdAt' | 'note'>>;
export type ServerState = { bookmarks: ServerBookmark[] };

const PAGE_SIZE = 100;

/** Every bookmark of the signed-in member with its note, a page of 100 at a time. */
export async function fetchServerState(
  fetchFn: FetchFn = (i, init) => fetch(i, init),
  origin = '',
): Promise<ServerState> {
  const bookmarks: ServerBookmark[] = [];
  for (let page = 1; ; page++) {
    const res = await getJson(
      fetchFn,
      `${origin}${API.news.bookmark}?page=${page}&size=${PAGE_SIZE}&withNotes=true`,
      bookmarkPageSchema,
    );
    bookmarks.push(...res.content);
    if (res.content.length === 0 || bookmarks.length >= res.totalElements) break;
  }
  return { bookmarks };
}

/** The signed-in article (text, entities, stored AI answers). */
export const fetchArticle = (
  url: string,
  fetchFn: FetchFn = (i, init) => fetch(i, init),
  origin = '',
): Promise<Article> => getJson(fetchFn, `${origin}${API.news.article}?url=${encodeURIComponent(url)}`, articleSchema);

/** The first page of a story (public: every source's report of one event). */
export const fetchStory = (
  id: number,
  size: number,
  fetchFn: FetchFn = (i, init) => fetch(i, init),
  origin = '',
): Promise<StoryPage> => getJson(fetchFn, `${origin}${API.news.story}/${id}?page=1&size=${size}`, storyPageSchema);
