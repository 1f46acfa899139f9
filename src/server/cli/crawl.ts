import { parseArgs } from 'node:util';
import pino from 'pino';
import { ConfigError, loadConfig } from '#server/config.ts';
import { migrate, configuredDatabase } from '#server/db/database.ts';
import { createCrawler } from '#server/modules/ingest/index.ts';
import { loadFeeds } from '#server/modules/ingest/feeds-file.ts';
import { startQueueCrawler } from '#server/modules/ingest/queue.ts';
import { startIngestScheduler } from '#server/modules/ingest/scheduler.ts';
import { createStoryClusterer } from '#server/modules/stories/index.ts';
import { formatSummary } from '#server/modules/ingest/service.ts';
import { alertingClusterer, openAlerts } from '#server/modules/push/index.ts';

// `npm run crawl -- --feeds FILE --once`: crawl every feed once, print one summary line, exit 0
// even when feeds fail (their reasons are logged and stored). Without --once it is the
// separate crawl worker for servers started with INGEST=off: on PostgreSQL a queue worker (run
// as many as you like; they share the feeds through a pg-boss job queue with leases), on the
// embedded database the in-process scheduler (one process).
const { values } = parseArgs({
  options: { feeds: { type: 'string' }, once: { type: 'boolean', default: false } },
});

async function main(): Promise<void> {
  const config = loadConfig();
  // Logs go to stderr: stdout carries only the summary line, for scripts and cron mail.
  const log = pino({ level: config.logLevel }, pino.destination(2));
  const feeds = await loadFeeds(values.feeds ?? config.ingest.feedsFile);
  const handle = await configuredDatabase(config);
  await migrate(handle.db);
  // New articles' alerts are queued here and matched and sent by the servers' job workers.
  const alerts = await openAlerts(config, handle.db, handle.jobsSql, log, () => new Date());
  const stories = alertingClusterer(createStoryClusterer(handle.db, log), alerts, log);
  const crawler = createCrawler(config, handle.db, log, stories);
  if (values.once) {
    const summary = await crawler.service.crawlAll(feeds);
    console.log(formatSummary(summary));
    await crawler.fetcher.close();
    await alerts?.close();
    await handle.close();
    return;
  }
  const now = () => new Date();
  const { leaseSeconds, tickSeconds, concurrency } = config.ingest;
  const worker = config.databaseUrl
    ? await startQueueCrawler({
        ...crawler,
        databaseUrl: config.databaseUrl,
        feeds,
        log,
        now,
        leaseSeconds,
        tickSeconds,
        concurrency,
      })
    : startIngestScheduler({ ...crawler, feeds, log, now, firstDelayMs: 0, tickMs: tickSeconds * 1000, concurrency });
  const keepAlive = setInterval(() => undefined, 60_000); // the scheduler's own timer is unref'd
  const shutdown = async () => {
    clearInterval(keepAlive);
    await worker.stop();
    await crawler.fetcher.close();
    await alerts?.close();
    await handle.close();
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  const mode = config.databaseUrl
    ? `as a queue worker (pid ${process.pid}, ${concurrency} at a time, lease ${leaseSeconds} s)`
    : 'on their schedules';
  console.log(`Crawling ${feeds.length} feeds ${mode} (Ctrl-C to stop).`);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
