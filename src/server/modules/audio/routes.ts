import type { FastifyInstance } from 'fastify';
import { API } from '#shared/api-paths.ts';
import { audioQuerySchema } from '#shared/schemas/news.ts';
import { notFound } from '#server/lib/errors.ts';
import { typed } from '#server/lib/route.ts';
import { gate } from '#server/lib/session-user.ts';
import type { AudioCopier } from './copier';

/** Copies a minute per member's address: a bookmark list kept offline fetches a few files at once. */
const RATE = { max: 20, timeWindow: 60_000 };

export type AudioRouteDeps = {
  copier: AudioCopier;
  /** The article's audio files, by URL; undefined when there is no such article. */
  audioOf(articleUrl: string): Promise<{ url: string; type: string }[] | undefined>;
};

/**
 * Members (who keep bookmarks offline): the same-origin copy of a story's audio file, so the
 * browser can store it whatever the publisher's CORS headers say. Only a file the article's
 * feed named is fetched: the server never becomes a proxy for addresses a caller picks.
 */
export function audioRoutes(app: FastifyInstance, deps: AudioRouteDeps): void {
  typed(app).get(
    API.news.audio,
    { onRequest: gate.member, config: { rateLimit: RATE }, schema: { querystring: audioQuerySchema } },
    async (req, reply) => {
      const files = await deps.audioOf(req.query.url);
      if (!files) throw notFound('Article not found.');
      const file = files.find((f) => f.url === req.query.src);
      if (!file) throw notFound('The article has no such audio.');
      const abort = new AbortController();
      reply.raw.once('close', () => abort.abort());
      const copy = await deps.copier.open(file.url, file.type, abort.signal);
      reply
        .header('content-type', copy.type)
        .header('content-disposition', 'attachment')
        // Bytes from another server: never a document of ours, whatever they hold.
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store');
      if (copy.length !== null) reply.header('content-length', String(copy.length));
      return reply.send(copy.body);
    },
  );
}
