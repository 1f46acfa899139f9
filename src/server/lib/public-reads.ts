// The public reads a visitor's first screens need (the news lists, an article, a story, the
// site's settings), declared once: the module registers each as a Fastify route from its
// declaration, and the server's renderer of first screens calls the same declaration's handler
// in process, with its input parsed and its answer encoded by the same schemas. A render so
// holds one load-shedding place (its page's), and its data never queues behind other requests.
import type { FastifyInstance } from 'fastify';
import FindMyWay from 'find-my-way';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '#shared/messages.ts';
import type { z } from '#shared/zod.ts';
import { errorBody, HttpError, notFoundBody } from './errors';

type Schema = z.ZodMiniType;
type Input<S> = S extends Schema ? z.output<S> : Record<string, never>;

/** One public GET: its path (Fastify's syntax, `:id` for a parameter), schemas and handler. */
export type PublicRead<P = undefined, Q = undefined, R extends Schema = Schema> = {
  url: string;
  params?: P;
  querystring?: Q;
  response: R;
  /** The HTTP answer's Cache-Control, for answers that change only with a restart. */
  cacheControl?: string;
  handler: (input: { params: Input<P>; query: Input<Q> }) => z.input<R> | Promise<z.input<R>>;
};

/** Typed in one place: the handler's input follows the declaration's schemas. */
export const publicRead = <P extends Schema | undefined, Q extends Schema | undefined, R extends Schema>(
  read: PublicRead<P, Q, R>,
): PublicRead<P, Q, R> => read;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of reads of any schemas
type AnyRead = PublicRead<any, any, Schema>;

/** The reads registered on each app, for its renderer (`publicReadSource`). */
const declared = new WeakMap<FastifyInstance, AnyRead[]>();

/** Registers the reads as routes of `app`: the same schemas parse their input and encode their answer. */
export function registerPublicReads(app: FastifyInstance, reads: AnyRead[]): void {
  const list = declared.get(app) ?? [];
  declared.set(app, list);
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const read of reads) {
    list.push(read);
    const schema = {
      ...(read.params ? { params: read.params as Schema } : {}),
      ...(read.querystring ? { querystring: read.querystring as Schema } : {}),
      response: { 200: read.response },
    };
    api.get(read.url, { schema }, (req, reply) => {
      if (read.cacheControl) reply.header('cache-control', read.cacheControl);
      return read.handler({ params: req.params as never, query: req.query as never });
    });
  }
}

/** Answers one of the app's requests during a server render (src/app/entry-server.tsx). */
export type ServerFetch = (request: Request) => Promise<Response>;

/**
 * The app's GETs during a server render, answered by the reads registered on `app` without
 * HTTP: the path is matched as Fastify's router matches it (find-my-way), the parameters and
 * the query are parsed and the answer encoded by the route's own compilers, and failures come
 * back in the contract's error shape. Anything else (another method or path) is a 404: a first
 * screen reads nothing but these.
 */
export function publicReadSource(app: FastifyInstance): ServerFetch {
  const router = FindMyWay();
  for (const read of declared.get(app) ?? []) {
    const encode = serializerCompiler({ schema: read.response, method: 'GET', url: read.url });
    const parse = (schema: unknown, data: unknown) =>
      schema ? validatorCompiler({ schema: schema as Schema, method: 'GET', url: read.url })(data) : { value: {} };
    router.on('GET', read.url, () => undefined, { read, encode, parse });
  }
  return async (request) => {
    const url = new URL(request.url);
    const found = request.method === 'GET' ? router.find('GET', url.pathname) : null;
    if (!found) return answer(404, notFoundBody(request.method, url.pathname));
    const { read, encode, parse } = found.store as {
      read: AnyRead;
      encode: (data: unknown) => string;
      parse: (schema: unknown, data: unknown) => { value?: unknown; error?: unknown };
    };
    const params = parse(read.params, found.params);
    const query = parse(read.querystring, Object.fromEntries(url.searchParams));
    if (params.error || query.error) return answer(400, errorBody(400, 'The request was not valid.'));
    try {
      const body = encode(await read.handler({ params: params.value as never, query: query.value as never }));
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    } catch (e) {
      if (e instanceof HttpError) return answer(e.status, errorBody(e.status, e.message));
      // An answer its schema refuses, or a fault: logged as the route would log it.
      app.log.error({ err: e, url: read.url }, 'first screen read failed');
      return answer(500, errorBody(500, MESSAGES.unknown));
    }
  };
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
