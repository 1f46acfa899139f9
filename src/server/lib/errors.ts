import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { MESSAGES } from '#shared/messages.ts';
import type { ApiErrorBody } from '#shared/schemas/error.ts';

/** An error that becomes the error body `{status, error, message}` with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (m: string) => new HttpError(400, m);
const SIGN_IN_REQUIRED = 'Sign-in required.';
export const unauthorized = (m = SIGN_IN_REQUIRED) => new HttpError(401, m);
export const forbidden = (m = 'You are not allowed to do this.') => new HttpError(403, m);
export const notFound = (m = 'Not found.') => new HttpError(404, m);
export const conflict = (m: string) => new HttpError(409, m);

export function errorBody(status: number, message: string): ApiErrorBody {
  return { status, error: STATUS_CODES[status] ?? 'Error', message };
}

/** Failures a missing row can cause (not found, a conflict, an unprocessable state); with 5xx. */
const ROW_GONE = new Set([404, 409, 422]);

export type ErrorHandlerDeps = {
  /** True when the signed-in account is gone (deleted while this request ran). */
  accountGone?: (userId: number) => Promise<boolean>;
};

export function installErrorHandler(app: FastifyInstance, deps: ErrorHandlerDeps = {}): void {
  app.setErrorHandler(async (err: FastifyError | HttpError, request, reply) => {
    // A request of an account deleted while it ran (by another of its sessions) fails on rows
    // that are gone: a foreign key refusing its write, a deadlock with the deletion, its row
    // not found. Whatever the failure, the answer is the one every later request of that
    // session gets: signed out.
    const status = err instanceof HttpError ? err.status : typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (request.user && (status >= 500 || ROW_GONE.has(status)) && deps.accountGone) {
      const gone = await deps.accountGone(request.user.id).catch(() => false);
      if (gone) return reply.status(401).send(errorBody(401, SIGN_IN_REQUIRED));
    }
    if (err instanceof HttpError) {
      return reply.status(err.status).send(errorBody(err.status, err.message));
    }
    // A route schema refused the input: one line naming the first bad field, e.g.
    // "size: Too big: expected number to be <=100" ("body" when the whole body is wrong).
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath.slice(1).replaceAll('/', '.') || 'body';
      return reply.status(400).send(errorBody(400, `${field}: ${first?.message ?? 'Invalid input.'}`));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ issues: err.cause.issues, url: err.url }, 'response does not match its schema');
      return reply.status(500).send(errorBody(500, MESSAGES.unknown));
    }
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(500).send(errorBody(500, MESSAGES.unknown));
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type, rate limit…).
    const message =
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError ? 'body: malformed JSON' : err.message;
    return reply.status(status).send(errorBody(status, message));
  });
}

export function notFoundBody(method: string, url: string): ApiErrorBody {
  return errorBody(404, `No route for ${method} ${url.split('?')[0]}`);
}
