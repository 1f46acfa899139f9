import type { FastifyInstance, FastifyReply } from 'fastify';
import { API } from '#shared/api-paths.ts';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  bookmarkDeleteQuerySchema,
  bookmarkInputSchema,
  bookmarkListQuerySchema,
  bookmarkPageSchema,
  bookmarkSchema,
  bookmarkUrlQuerySchema,
  idempotencyHeadersSchema,
  noteInputSchema,
  noteSchema,
} from '#shared/schemas/bookmarks.ts';
import { typed } from '#server/lib/route.ts';
import { gate, requireMember } from '#server/lib/session-user.ts';
import type { BookmarksService, Outcome } from './service';

function send<T>(reply: FastifyReply, o: Outcome<T>) {
  if (o.replayed) void reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return o.body === null ? reply.status(o.status).send() : reply.status(o.status).send(o.body);
}

/** Members only: every call answers 401 to visitors and 403 'Membership required' to others. */
export function bookmarkRoutes(app: FastifyInstance, bookmarks: BookmarksService): void {
  const api = typed(app);
  const B = API.news.bookmark;
  const member = { onRequest: gate.member };

  api.get(
    B,
    { ...member, schema: { querystring: bookmarkListQuerySchema, response: { 200: bookmarkPageSchema } } },
    (req) => bookmarks.list(requireMember(req).id, req.query),
  );
  api.post(
    B,
    {
      ...member,
      schema: {
        headers: idempotencyHeadersSchema,
        body: bookmarkInputSchema,
        response: { 200: bookmarkSchema, 201: bookmarkSchema },
      },
    },
    async (req, reply) =>
      send(reply, await bookmarks.save(requireMember(req).id, req.body, req.headers[IDEMPOTENCY_HEADER])),
  );
  api.delete(
    B,
    { ...member, schema: { headers: idempotencyHeadersSchema, querystring: bookmarkDeleteQuerySchema } },
    async (req, reply) =>
      send(
        reply,
        await bookmarks.remove(
          requireMember(req).id,
          req.query.url,
          req.query.keepNote,
          req.headers[IDEMPOTENCY_HEADER],
        ),
      ),
  );

  const N = API.news.bookmarkNote;
  api.get(N, { ...member, schema: { querystring: bookmarkUrlQuerySchema, response: { 200: noteSchema } } }, (req) =>
    bookmarks.note(requireMember(req).id, req.query.url),
  );
  api.put(
    N,
    {
      ...member,
      schema: {
        headers: idempotencyHeadersSchema,
        querystring: bookmarkUrlQuerySchema,
        body: noteInputSchema,
        response: { 200: noteSchema },
      },
    },
    async (req, reply) =>
      send(
        reply,
        await bookmarks.putNote(requireMember(req).id, req.query.url, req.body.note, req.headers[IDEMPOTENCY_HEADER]),
      ),
  );
}
