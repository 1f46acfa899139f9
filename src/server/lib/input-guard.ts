import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, errorBody } from './errors';

/** JSON nested deeper than this is refused before it is parsed or walked. */
export const MAX_JSON_DEPTH = 32;

const NUL = '\u0000';

/** The deepest bracket nesting of a JSON text, found without parsing it (strings skipped). */
function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) max = depth;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return max;
}

/** Parse a JSON text from a client: too deep a nesting is a 400, as is malformed JSON. */
export function parseClientJson(text: string, field: string): unknown {
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw badRequest(`${field}: nested deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`${field}: malformed JSON`);
  }
}

/** The path of the first string holding a NUL character, walked without recursion. */
function findNul(value: unknown, root: string): string | undefined {
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length > 0) {
    const [v, at] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes(NUL)) return at;
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push([item, `${at}.${i}`]));
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, item] of Object.entries(v)) {
        if (k.includes(NUL)) return at;
        stack.push([item, `${at}.${k}`]);
      }
    }
  }
  return undefined;
}

/** Fastify's own refusals (bad URL encoding, too long a parameter) in the contract's shape. */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 400;
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'path: a parameter is too long'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'path: malformed URL encoding'
        : error.message;
  void reply.status(status).send(errorBody(status, message));
}

/** Errors Node's HTTP parser raises before Fastify sees a request (too large headers…). */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_URI_TOO_LONG' ? 414 : 400;
  const message =
    status === 431 ? 'headers: too large' : status === 408 ? 'request: timed out' : status === 414 ? 'path: too long' : 'request: malformed HTTP';
  const body = JSON.stringify(errorBody(status, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/**
 * Input no route may see: NUL characters (PostgreSQL text cannot hold them) in the URL, the
 * query or any body field, and JSON nested deeper than MAX_JSON_DEPTH.
 */
export function installInputGuard(app: FastifyInstance): void {
  // Fastify's own parser (prototype-poisoning refusal, empty-body message) after a depth check.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (jsonDepth(body as string) > MAX_JSON_DEPTH) {
      done(badRequest(`body: nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    defaultJson(req, body as string, done);
  });
  app.addHook('onRequest', async (req) => {
    if (req.url.includes(NUL) || /%00/i.test(req.url)) throw badRequest('path: NUL characters are not accepted');
  });
  // After validation (and after a route's own preValidation turned a multipart model into the
  // body), before any handler reaches the database.
  app.addHook('preHandler', async (req) => {
    for (const [name, value] of [['query', req.query], ['params', req.params], ['body', req.body]] as const) {
      const at = findNul(value, name);
      if (at) throw badRequest(`${at}: NUL characters are not accepted`);
    }
  });
}
