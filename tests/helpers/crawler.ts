import type { DbHandle } from '#server/db/database.ts';
import { createFetcher, type FetcherOptions } from '#server/modules/ingest/fetcher.ts';
import type { Log } from '#server/modules/ingest/item-ingest.ts';
import { createIngestRepository } from '#server/modules/ingest/repository.ts';
import { createIngestService, type IngestServiceDeps } from '#server/modules/ingest/service.ts';
import { createStoryClusterer } from '#server/modules/stories/index.ts';
import { freshDatabase, type DbTarget } from './databases';

export type LogLine = { level: string; data: Record<string, unknown>; msg: string };

/** A logger that keeps what it was told, so tests can check a reason was logged. */
export function memoryLog(): Log & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  const at = (level: string) => (data: unknown, msg?: string) =>
    void lines.push({
      level,
      data: (typeof data === 'object' && data !== null ? data : { msg: data }) as Record<string, unknown>,
      msg: msg ?? '',
    });
  return { lines, info: at('info'), warn: at('warn'), debug: at('debug'), error: at('error') } as unknown as Log & {
    lines: LogLine[];
  };
}

export type TestCrawler = Awaited<ReturnType<typeof testCrawler>>;

/** The crawler wired for tests: fast pacing, private addresses allowed, a fresh database. */
export async function testCrawler(
  target: DbTarget,
  opts: Partial<FetcherOptions> = {},
  deps: Partial<Pick<IngestServiceDeps, 'fetchPages' | 'maxPagesPerFeed' | 'now' | 'stories'>> = {},
) {
  return crawlerOn(await freshDatabase(target), opts, deps);
}

/**
 * The crawler wired for tests on a database that is already open (a worker of its own, with
 * its own pool, beside others on the same database); closing it closes the handle.
 */
export function crawlerOn(
  handle: DbHandle,
  opts: Partial<FetcherOptions> = {},
  deps: Partial<Pick<IngestServiceDeps, 'fetchPages' | 'maxPagesPerFeed' | 'now' | 'stories'>> = {},
) {
  const fetcher = createFetcher({
    siteUrl: 'http://khabar.test',
    allowPrivate: true,
    minDelayMs: 0,
    timeoutMs: 15_000, // generous: the machine running the suite may be busy
    maxBytes: 2 * 1024 * 1024,
    ...opts,
  });
  const log = memoryLog();
  const repo = createIngestRepository(handle.db);
  const service = createIngestService({
    repo,
    fetcher,
    log,
    now: deps.now ?? (() => new Date()),
    stories: createStoryClusterer(handle.db, log),
    random: () => 0.5,
    ...deps,
  });
  return {
    db: handle.db,
    repo,
    service,
    log,
    fetcher,
    close: async () => {
      await fetcher.close();
      await handle.close();
    },
  };
}
