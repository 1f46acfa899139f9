// The app's one HTTP client (ky) and the calls every fetcher makes through it: cookies and the
// CSRF header on every request, the contract's error body as an ApiError, and each answer parsed
// with the shared schema the fetcher names.
import ky, { HTTPError, type KyInstance, type Options, TimeoutError } from 'ky';
import { readerMessage } from '#app/lib/reader-messages.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import type { z } from '#shared/zod.ts';
import { ApiError, toApiError } from './api-error';

/** A request carrying `skip: yes` goes without cookies; the header itself is stripped before sending. */
export const SKIP_COOKIES = { skip: 'yes' } as const;

type Fetch = (request: Request) => Promise<Response>;
let serverFetch: Fetch | null = null;

/**
 * The server's renderer of first screens (src/app/entry-server.tsx) answers the app's requests
 * itself, in process (src/server/lib/public-reads.ts); null again once its render is over.
 */
export function answerRequestsWith(fetch: Fetch | null): void {
  serverFetch = fetch;
}

export function createHttp(options: Options = {}): KyInstance {
  return ky.create({
    prefixUrl: typeof document === 'undefined' ? 'http://localhost/' : '/',
    credentials: 'include',
    fetch: (input, init) => (serverFetch ? serverFetch(new Request(input, init)) : fetch(input, init)),
    headers: { 'X-Requested-With': 'khabar' },
    retry: 0,
    timeout: 15_000,
    ...options,
    hooks: {
      beforeRequest: [
        (request) => {
          if (request.headers.get('skip') !== 'yes') return undefined;
          const headers = new Headers(request.headers);
          headers.delete('skip');
          return new Request(request, { headers, credentials: 'omit' });
        },
      ],
    },
  });
}

/** The one HTTP client of the app. */
export const http = createHttp();

/** ky's failures as the app's ApiError; the server's error body wins when it is valid. */
async function fromKy(e: unknown): Promise<unknown> {
  if (e instanceof HTTPError) {
    const { status, statusText } = e.response;
    let body: unknown;
    try {
      body = await e.response.clone().json();
    } catch {
      body = undefined;
    }
    const parsed = apiErrorSchema.safeParse(body);
    if (parsed.success) return new ApiError(parsed.data);
    return new ApiError({ status, error: statusText || 'Error', message: readerMessage('unknown') });
  }
  if (e instanceof TimeoutError)
    return new ApiError({ status: 0, error: 'Timeout', message: readerMessage('unknown') });
  return e;
}

/** Send `path` (absolute: ky's prefixUrl forbids the leading slash, dropped here once). */
export async function send(path: string, options: Options = {}, client: KyInstance = http): Promise<Response> {
  try {
    return await client(path.replace(/^\/+/, ''), options);
  } catch (e) {
    throw await fromKy(e);
  }
}

/** Call an endpoint and parse its JSON with the given shared schema (src/shared/schemas); failures become ApiError. */
export async function requestJson<S extends z.ZodMiniType>(
  schema: S,
  path: string,
  options: Options = {},
  client?: KyInstance,
): Promise<z.output<S>> {
  try {
    const data: unknown = await (await send(path, options, client)).json();
    const parsed = schema.safeParse(data);
    // The server answered with a shape this client does not understand: a deploy mismatch.
    if (!parsed.success)
      throw new ApiError({ status: 0, error: 'Invalid Response', message: readerMessage('unknown') });
    return parsed.data;
  } catch (e) {
    throw await toApiError(e);
  }
}

/** For calls whose answer has no body worth parsing (204s, deletes). */
export async function requestVoid(path: string, options: Options = {}, client?: KyInstance): Promise<void> {
  try {
    await send(path, options, client);
  } catch (e) {
    throw await toApiError(e);
  }
}
