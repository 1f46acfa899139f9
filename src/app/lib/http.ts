import type { KyInstance, Options } from 'ky';
import { MESSAGES } from '#shared/messages.ts';
import type { z } from '#shared/zod.ts';
import { ApiError, toApiError } from './api-error';
import { takeFirstView } from './first-view';
import type * as ResponseSchemas from './response-schemas';

type Schemas = typeof ResponseSchemas;
/** The name of a shared response schema (response-schemas.ts). */
export type ResponseSchemaName = keyof Schemas;

/** A request carrying `skip: yes` goes without cookies; the header itself is stripped before sending. */
export const SKIP_COOKIES = { skip: 'yes' } as const;

/** Send a request through the HTTP client (http-client.ts), loaded with the first one. */
export async function send(path: string, options: Options = {}, client?: KyInstance): Promise<Response> {
  const { send: viaClient } = await import('./http-client');
  return viaClient(path, options, client);
}

/**
 * Call an endpoint and parse its JSON with the shared schema of that name; failures become
 * ApiError. An answer the server inlined into the page (first-view.ts) is taken as it is: the
 * server built it with the same route and checked it against the same schema on the way out,
 * and checking it again would load zod with the first screen.
 */
export async function requestJson<N extends ResponseSchemaName>(
  schema: N,
  path: string,
  options: Options = {},
  client?: KyInstance,
): Promise<z.output<Schemas[N]>> {
  try {
    const inlined = !options.method || options.method.toLowerCase() === 'get' ? takeFirstView(path, options.searchParams) : { found: false };
    if (inlined.found) return inlined.data as z.output<Schemas[N]>;
    const data: unknown = await (await send(path, options, client)).json();
    const schemas: Schemas = await import('./response-schemas');
    const parsed = (schemas[schema] as z.ZodMiniType).safeParse(data);
    // The server answered with a shape this client does not understand: a deploy mismatch.
    if (!parsed.success) throw new ApiError({ status: 0, error: 'Invalid Response', message: MESSAGES.unknown });
    return parsed.data as z.output<Schemas[N]>;
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

/**
 * A fresh `Idempotency-Key` for one state change: the server answers a repeat of the same key
 * (a retry, an outbox replay) with the first response instead of doing the work again.
 * `crypto.randomUUID` exists only in secure contexts; plain http on a LAN address falls back
 * to the same version-4 layout from `getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
