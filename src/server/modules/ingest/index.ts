import type { FastifyInstance } from 'fastify';
import type { Config } from '#server/config.ts';
import type { AppContext } from '#server/context.ts';
import type { Db } from '#server/db/database.ts';
import type { Clusterer } from '#server/modules/stories/service.ts';
import { loadFeeds } from './feeds-file';
import { createFetcher } from './fetcher';
import type { Log } from './item-ingest';
import { createIngestRepository } from './repository';
import { ingestRoutes } from './routes';
import { startIngestScheduler } from './scheduler';
import { createIngestService } from './service';

/**
 * The crawler's parts wired from configuration; the CLI and the server share this. Every new
 * article joins its story through `stories`.
 */
export function createCrawler(
  config: Config,
  db: Db,
  log: Log,
  stories: Clusterer,
  now: () => Date = () => new Date(),
) {
  const fetcher = createFetcher({ siteUrl: config.siteUrl, ...config.ingest });
  const repo = createIngestRepository(db);
  const service = createIngestService({ repo, fetcher, log, now, stories });
  return { fetcher, repo, service };
}

/** Admin status route always; the scheduled crawler unless INGEST=off. */
export async function registerIngest(app: FastifyInstance, ctx: AppContext, stories: Clusterer): Promise<void> {
  ingestRoutes(app, createIngestRepository(ctx.db));
  if (!ctx.config.ingest.enabled) return;
  // A bad feeds file stops the start like any bad configuration.
  const feeds = await loadFeeds(ctx.config.ingest.feedsFile);
  const crawler = createCrawler(ctx.config, ctx.db, ctx.log, stories, ctx.now);
  let scheduler: ReturnType<typeof startIngestScheduler> | null = null;
  app.addHook('onReady', async () => {
    const { tickSeconds, concurrency } = ctx.config.ingest;
    scheduler = startIngestScheduler({
      ...crawler,
      feeds,
      log: ctx.log,
      now: ctx.now,
      tickMs: tickSeconds * 1000,
      concurrency,
    });
  });
  app.addHook('onClose', async () => {
    await scheduler?.stop();
    await crawler.fetcher.close();
  });
}
