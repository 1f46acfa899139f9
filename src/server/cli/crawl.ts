import { parseArgs } from 'node:util';
import pino from 'pino';
import { ConfigError, loadConfig } from '#server/config.ts';
import { migrate, openDatabase } from '#server/db/database.ts';
import { createCrawler } from '#server/modules/ingest/index.ts';
import { loadFeeds } from '#server/modules/ingest/feeds-file.ts';
import { startIngestScheduler } from '#server/modules/ingest/scheduler.ts';
import { formatSummary } from '#server/modules/ingest/service.ts';

// `npm run crawl -- --feeds FILE --once`: crawl every feed once, print one summary line, exit 0
// even when feeds fail (their reasons are logged and stored). Without --once it is the
// separate crawl worker for servers started with INGEST=off.
const { values } = parseArgs({
  options: { feeds: { type: 'string' }, once: { type: 'boolean', default: false } },
});

async function main(): Promise<void> {
  const config = loadConfig();
  // Logs go to stderr: stdout carries only the summary line, for scripts and cron mail.
  const log = pino({ level: config.logLevel }, pino.destination(2));
  const feeds = await loadFeeds(values.feeds ?? config.ingest.feedsFile);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(handle.db);
  const crawler = createCrawler(config, handle.db, log);
  if (values.once) {
    const summary = await crawler.service.crawlAll(feeds);
    console.log(formatSummary(summary));
    await crawler.fetcher.close();
    await handle.close();
    return;
  }
  const scheduler = startIngestScheduler({ ...crawler, feeds, log, now: () => new Date(), firstDelayMs: 0 });
  const keepAlive = setInterval(() => undefined, 60_000); // the scheduler's own timer is unref'd
  const shutdown = async () => {
    clearInterval(keepAlive);
    await scheduler.stop();
    await crawler.fetcher.close();
    await handle.close();
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  console.log(`Crawling ${feeds.length} feeds on their schedules (Ctrl-C to stop).`);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
