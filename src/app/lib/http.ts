import ky, { type Options } from 'ky';
import type { z } from 'zod';
import { toApiError } from './api-error';
import { takeFirstView } from './first-view';

/** A request carrying `skip: yes` goes without cookies; the header itself is stripped before sending. */
export const SKIP_COOKIES = { skip: 'yes' } as const;

export function createHttp(options: Options = {}) {
  return ky.create({
    prefixUrl: typeof document === 'undefined' ? 'http://localhost/' : '/',
    credentials: 'include',
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

// ky's prefixUrl forbids a leading slash; our API paths are absolute, so drop it here once.
const rel = (path: string) => path.replace(/^\/+/, '');

/** Call an endpoint and parse its JSON with the shared schema; failures become ApiError. */
export async function requestJson<S extends z.ZodType>(
  schema: S,
  path: string,
  options: Options = {},
  client = http,
): Promise<z.infer<S>> {
  try {
    const inlined = !options.method || options.method.toLowerCase() === 'get' ? takeFirstView(path, options.searchParams) : { found: false };
    const data: unknown = inlined.found ? inlined.data : await client(rel(path), options).json();
    return schema.parse(data);
  } catch (e) {
    throw await toApiError(e);
  }
}

/** For calls whose answer has no body worth parsing (204s, deletes). */
export async function requestVoid(path: string, options: Options = {}, client = http): Promise<void> {
  try {
    await client(rel(path), options);
  } catch (e) {
    throw await toApiError(e);
  }
}
