import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { checkFeeds, formatChecks } from '../modules/ingest/feed-check';
import { createFetcher } from '../modules/ingest/fetcher';
import { loadFeeds } from '../modules/ingest/feeds-file';

// `npm run feeds:check [-- --feeds FILE] [-- --json]`: fetch every feed of the list once and
// report status, item count and newest date per feed. Exits 0 whatever the feeds answer (a
// machine without internet gets a report of the failures), 1 only when it cannot run.
const { values } = parseArgs({
  options: { feeds: { type: 'string' }, json: { type: 'boolean', default: false } },
});

async function main(): Promise<void> {
  const config = loadConfig();
  const feeds = await loadFeeds(values.feeds ?? config.ingest.feedsFile);
  const fetcher = createFetcher({ siteUrl: config.siteUrl, ...config.ingest });
  try {
    const checks = await checkFeeds(feeds, fetcher);
    console.log(values.json ? JSON.stringify(checks, null, 2) : formatChecks(checks));
  } finally {
    await fetcher.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
