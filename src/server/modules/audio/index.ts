import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/context.ts';
import { userAgentFor } from '#server/modules/ingest/fetcher.ts';
import type { NewsService } from '#server/modules/news/service.ts';
import { createAudioCopier } from './copier';
import { audioRoutes } from './routes';

/** Stories' original audio, copied for members who keep it offline (AUDIO_OFFLINE_MAX_MB). */
export function registerAudio(app: FastifyInstance, ctx: AppContext, news: Pick<NewsService, 'audioOf'>): void {
  const { ingest, audio } = ctx.config;
  const copier = createAudioCopier({
    allowPrivate: ingest.allowPrivate,
    timeoutMs: ingest.timeoutMs,
    maxBytes: audio.offlineMaxBytes,
    userAgent: userAgentFor(ctx.config.siteUrl),
  });
  audioRoutes(app, { copier, audioOf: news.audioOf });
  app.addHook('onClose', () => copier.close());
}
