// The HTTP client proper (ky), loaded with the first request that needs the network: a visitor's
// first screen comes with its answers (the server's render hands its query cache over), so that
// route does not load it at all. src/app/lib/http.ts is the app's front to it.
import ky, { HTTPError, type KyInstance, type Options, TimeoutError } from 'ky';
import { MESSAGES } from '#shared/messages.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { ApiError } from './api-error';

type Fetch = (request: Request) => Promise<Response>;
let serverFetch: Fetch | null = null;

/**
 * The server's renderer of first screens (src/app/entry-server.tsx) answers the app's requests
 * itself, without a round trip over the network; null again once its render is over.
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
    return new ApiError({ status, error: statusText || 'Error', message: MESSAGES.unknown });
  }
  if (e instanceof TimeoutError) return new ApiError({ status: 0, error: 'Timeout', message: MESSAGES.unknown });
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
