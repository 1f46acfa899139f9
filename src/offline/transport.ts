// The outbox's and sync-down's HTTP calls: plain fetch, so the service worker can use them too.
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import type { OutboxOp } from './db';
import type { SendResult, Sender } from './outbox';

export const BOOKMARK_NOTE_PATH = `${API.news.bookmark}/note`;
const TIMEOUT_MS = 15_000;

type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

const errorBodySchema = z.object({ message: z.string() }).partial();

function request(op: OutboxOp): { path: string; init: RequestInit } {
  const url = encodeURIComponent(op.url);
  if (op.kind === 'add') return { path: API.news.bookmark, init: { method: 'POST', body: JSON.stringify({ title: op.title, url: op.url }) } };
  if (op.kind === 'remove') return { path: `${API.news.bookmark}?url=${url}`, init: { method: 'DELETE' } };
  return { path: `${BOOKMARK_NOTE_PATH}?url=${url}`, init: { method: 'PUT', body: JSON.stringify({ note: op.note }) } };
}

const RETRYABLE = new Set([408, 429]);

/** 2xx done; 401 session over; 408, 429, 5xx and network errors retry; other 4xx fail. */
export async function classify(res: Response): Promise<SendResult> {
  if (res.ok) return { type: 'ok' };
  if (res.status === 401) return { type: 'unauthorized' };
  if (RETRYABLE.has(res.status) || res.status >= 500) return { type: 'retry', status: res.status };
  const body = errorBodySchema.safeParse(await res.json().catch(() => ({})));
  return { type: 'fail', status: res.status, message: (body.success && body.data.message) || res.statusText || `HTTP ${res.status}` };
}

export const JSON_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'khabar' } as const;

/** Sends one outbox operation with its id as the Idempotency-Key. */
export function httpSender(fetchFn: FetchFn = (i, init) => fetch(i, init), origin = ''): Sender {
  return async (op, key) => {
    const { path, init } = request(op);
    try {
      const res = await fetchFn(origin + path, {
        ...init,
        credentials: 'include',
        headers: { ...JSON_HEADERS, 'Idempotency-Key': key },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      return await classify(res);
    } catch {
      return { type: 'retry' };
    }
  };
}

export const serverBookmarkSchema = z.object({
  title: z.string(),
  url: z.string(),
  createdAt: z.string().optional(),
  hasNote: z.boolean().optional(),
});
export type ServerBookmark = z.infer<typeof serverBookmarkSchema>;
const bookmarkPageSchema = z.object({ content: z.array(serverBookmarkSchema), totalElements: z.number().int() });
const noteSchema = z.object({ note: z.string() });

export class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

async function getJson<S extends z.ZodType>(fetchFn: FetchFn, url: string, schema: S): Promise<z.infer<S>> {
  const res = await fetchFn(url, { credentials: 'include', headers: JSON_HEADERS, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) throw new HttpStatusError(res.status);
  return schema.parse(await res.json());
}

export type ServerState = { bookmarks: ServerBookmark[]; notes: Record<string, string> };

const PAGE_SIZE = 100;

/** Every bookmark of the signed-in member, and the notes of those that have one. */
export async function fetchServerState(fetchFn: FetchFn = (i, init) => fetch(i, init), origin = ''): Promise<ServerState> {
  const bookmarks: ServerBookmark[] = [];
  for (let page = 1; ; page++) {
    const res = await getJson(fetchFn, `${origin}${API.news.bookmark}?page=${page}&size=${PAGE_SIZE}`, bookmarkPageSchema);
    bookmarks.push(...res.content);
    if (res.content.length === 0 || bookmarks.length >= res.totalElements) break;
  }
  const notes: Record<string, string> = {};
  for (const b of bookmarks.filter((x) => x.hasNote)) {
    const res = await getJson(fetchFn, `${origin}${BOOKMARK_NOTE_PATH}?url=${encodeURIComponent(b.url)}`, noteSchema);
    notes[b.url] = res.note;
  }
  return { bookmarks, notes };
}
