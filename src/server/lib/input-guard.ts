import type { Socket } from 'node:net';
import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import { errorCodes, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { badRequest, errorBody, HttpError } from './errors';

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

/** The longest URL (path and query) a request may have: longer is a 414. */
export const MAX_URL_LENGTH = 8192;

const REQUEST_START = /^([A-Z]+) \S/;
const HTTP_VERSION_END = / HTTP\/\d\.\d$/;

/**
 * What the bytes Node's parser was reading when it gave up tell of the request: its method,
 * when they start the request, and whether the request line is the part that is too long.
 * They are only the chunk being read: a slow client's later chunk starts mid-request.
 */
export function readOverflow(packet: Buffer | undefined): { method: string | undefined; longUrl: boolean } {
  if (!packet) return { method: undefined, longUrl: false };
  const head = packet.toString('latin1', 0, Math.min(packet.length, 32));
  const eol = packet.indexOf('\r\n');
  const method = REQUEST_START.exec(head)?.[1];
  if (method) return { method, longUrl: eol === -1 || eol > MAX_URL_LENGTH };
  // Mid-request: the request line is the one ending the first line of the chunk, if any.
  const firstLine = eol === -1 ? '' : packet.toString('latin1', Math.max(0, eol - 16), eol);
  return { method: undefined, longUrl: HTTP_VERSION_END.test(firstLine) };
}

/** Parser errors that a chunk in the middle of a request can raise (a slow client's later bytes). */
const MID_REQUEST = new Set(['HPE_HEADER_OVERFLOW', 'HPE_URI_TOO_LONG']);

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (too long a URL, too large
 * headers, a timeout, a method it does not know, bytes that are not HTTP…), answered in the
 * contract's shape. No answer to HEAD has a body: a body the client does not expect would be read
 * as the start of another answer. So neither has one when the bytes the parser gave up on are the
 * middle of a request that arrived slowly (its method unseen, maybe HEAD); any other refusal has
 * its body, a request line in lower case or a stray byte before a keep-alive request included.
 */
export function clientErrorHandler(err: Error & { code?: string; rawPacket?: unknown }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { method, longUrl } = readOverflow(Buffer.isBuffer(err.rawPacket) ? err.rawPacket : undefined);
  const status =
    err.code === 'HPE_URI_TOO_LONG' || (err.code === 'HPE_HEADER_OVERFLOW' && longUrl)
      ? 414
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400;
  const message =
    status === 431
      ? 'headers: too large'
      : status === 408
        ? 'request: timed out'
        : status === 414
          ? 'path: too long'
          : err.code === 'HPE_INVALID_METHOD'
            ? 'request: unknown method (methods are upper case: GET, POST…)'
            : 'request: malformed HTTP';
  const withBody = method === undefined ? !MID_REQUEST.has(err.code ?? '') : method !== 'HEAD';
  writeAnswer(socket, status, message, withBody);
  socket.destroy(err);
}

/** An answer written straight to the socket, in the contract's shape; the caller closes the connection. */
function writeAnswer(socket: Socket, status: number, message: string, withBody = true): void {
  if (!socket.writable) return;
  const body = JSON.stringify(errorBody(status, message));
  socket.write(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${withBody ? Buffer.byteLength(body) : 0}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${withBody ? body : ''}`,
  );
}

/**
 * What Node's HTTP server answers by itself, without Fastify: a CONNECT (no proxy here) is
 * refused with 405 in the contract's shape instead of a closed connection. A request without a
 * Host header (Node's own check is off: it answered 400 with no body) is refused in
 * `installInputGuard`.
 */
export function installServerRefusals(server: Server): void {
  server.on('connect', (_req: IncomingMessage, socket: Socket) => {
    writeAnswer(socket, 405, 'method: CONNECT is not allowed here');
    socket.end();
  });
}

/**
 * Input no route may see: NUL characters (PostgreSQL text cannot hold them) in the URL, the
 * query or any body field, and JSON nested deeper than MAX_JSON_DEPTH.
 */
export function installInputGuard(app: FastifyInstance): void {
  installServerRefusals(app.server);
  // An empty body is no body, whatever the method and whatever Content-Type comes with it
  // (many clients send application/json on every call, a DELETE included). A request that
  // declares no bytes loses its Content-Type here, so no parser runs and the route sees no
  // body; a chunked body that turns out empty is no body in the parsers below.
  app.addHook('onRequest', async (req) => {
    const h = req.raw.headers;
    if (
      h['content-type'] !== undefined &&
      h['transfer-encoding'] === undefined &&
      (h['content-length'] ?? '0') === '0'
    ) {
      delete h['content-type'];
    }
  });
  // Fastify's own parser (prototype-poisoning refusal) after a depth check.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '') {
      done(null, undefined);
      return;
    }
    if (jsonDepth(body as string) > MAX_JSON_DEPTH) {
      done(badRequest(`body: nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    defaultJson(req, body as string, done);
  });
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body === '' ? undefined : body),
  );
  // Any other type: no body is no body; bytes of a type no route reads are a 415, as before.
  app.addContentTypeParser('*', (req, payload, done) => {
    let settled = false;
    const settle = (err: Error | null) => {
      if (settled) return;
      settled = true;
      done(err, undefined);
    };
    if (req.is404) {
      payload.resume();
      settle(null);
      return;
    }
    payload.on('data', (chunk: Buffer) => {
      if (chunk.length > 0) settle(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE());
    });
    payload.on('end', () => settle(null));
    payload.on('error', (err) => settle(err));
  });
  app.addHook('onRequest', async (req) => {
    if (req.raw.httpVersion === '1.1' && req.headers.host === undefined) throw badRequest('headers: Host is required');
    if (req.url.length > MAX_URL_LENGTH) throw new HttpError(414, 'path: too long');
    if (req.url.includes(NUL) || /%00/i.test(req.url)) throw badRequest('path: NUL characters are not accepted');
  });
  // After validation (and after a route's own preValidation turned a multipart model into the
  // body), before any handler reaches the database.
  app.addHook('preHandler', async (req) => {
    for (const [name, value] of [
      ['query', req.query],
      ['params', req.params],
      ['body', req.body],
    ] as const) {
      const at = findNul(value, name);
      if (at) throw badRequest(`${at}: NUL characters are not accepted`);
    }
  });
}
