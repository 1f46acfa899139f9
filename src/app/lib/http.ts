import type { KyInstance, Options } from 'ky';
import { MESSAGES } from '#shared/messages.ts';
import type { z } from '#shared/zod.ts';
import { ApiError, toApiError } from './api-error';

/** A request carrying `skip: yes` goes without cookies; the header itself is stripped before sending. */
export const SKIP_COOKIES = { skip: 'yes' } as const;

/** Send a request through the HTTP client (http-client.ts), loaded with the first one. */
export async function send(path: string, options: Options = {}, client?: KyInstance): Promise<Response> {
  const { send: viaClient } = await import('./http-client');
  return viaClient(path, options, client);
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
    if (!parsed.success) throw new ApiError({ status: 0, error: 'Invalid Response', message: MESSAGES.unknown });
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
