import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API } from '#shared/api-paths.ts';
import { articleUrlQuerySchema } from '#shared/schemas/news.ts';
import { z } from '#shared/zod.ts';
import { typed } from '#server/lib/route.ts';
import type { Preview, PreviewService } from './service';

/** The story's id and the picture's extension, as the address gives them. */
const storyParamSchema = z.object({ id: z.string().check(z.regex(/^[0-9]{1,15}\.png$/, 'Expected {id}.png')) });

/** Sites that draw previews fetch a picture again rarely; a day, then a cheap revalidation. */
const CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

function send(req: FastifyRequest, reply: FastifyReply, p: Preview) {
  reply.header('cache-control', CACHE).header('etag', p.etag);
  if (req.headers['if-none-match'] === p.etag) return reply.status(304).send();
  return reply.type('image/png').header('content-length', String(p.png.length)).send(p.png);
}

/** Public: the pictures of link previews, from stored articles and stories only. */
export function previewRoutes(app: FastifyInstance, previews: PreviewService): void {
  const api = typed(app);
  api.get(API.news.previewArticle, { schema: { querystring: articleUrlQuerySchema } }, async (req, reply) =>
    send(req, reply, await previews.article(req.query.url)),
  );
  api.get(`${API.news.previewStory}/:id`, { schema: { params: storyParamSchema } }, async (req, reply) =>
    send(req, reply, await previews.story(req.params.id.slice(0, -'.png'.length))),
  );
  api.get(API.news.previewSite, async (req, reply) => send(req, reply, await previews.site()));
}
