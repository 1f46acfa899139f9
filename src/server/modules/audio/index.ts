import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/context.ts';
import { userAgentFor } from '#server/modules/ingest/fetcher.ts';
import { audioOf } from '#server/modules/news/repository.ts';
import { createAudioCopier } from './copier';
import { audioRoutes } from './routes';

/** Stories' original audio, copied for members who keep it offline (AUDIO_OFFLINE_MAX_MB). */
export function registerAudio(app: FastifyInstance, ctx: AppContext): void {
  const { ingest, audio } = ctx.config;
  const copier = createAudioCopier({
    allowPrivate: ingest.allowPrivate,
    timeoutMs: ingest.timeoutMs,
    maxBytes: audio.offlineMaxBytes,
    userAgent: userAgentFor(ctx.config.siteUrl),
  });
  audioRoutes(app, {
    copier,
    audioOf: async (url) => {
      const row = await ctx.db.selectFrom('articles').select('enclosures').where('url', '=', url).executeTakeFirst();
      return row ? audioOf(row.enclosures) : undefined;
    },
  });
  app.addHook('onClose', () => copier.close());
}
