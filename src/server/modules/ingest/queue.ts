import PgBoss from 'pg-boss';
import { withAdvisoryLock } from '#server/db/advisory-lock.ts';
import { feedEntrySchema, type FeedEntry } from './feeds-file';
import type { Log } from './item-ingest';
import type { IngestRepository } from './repository';
import type { IngestService } from './service';
import { startTicker } from './ticker';

/** The pg-boss queue of feeds to crawl: one job per due feed per round. */
export const CRAWL_QUEUE = 'khabar-crawl-feed';

/** The advisory lock key under which a worker sets the queue up (any fixed 64-bit number). */
const QUEUE_SETUP_LOCK = 7_245_001_113n;

export type QueueCrawlerOptions = {
  /** PostgreSQL: pg-boss keeps its jobs in the schema `pgboss` of this database, over its own pool. */
  databaseUrl: string;
  service: IngestService;
  repo: IngestRepository;
  feeds: FeedEntry[];
  log: Log;
  now: () => Date;
  /** A taken job is the worker's for this long; then pg-boss hands it to another worker. */
  leaseSeconds: number;
  /** How often due feeds are looked up and enqueued. */
  tickSeconds: number;
  /** Jobs this process runs side by side. */
  concurrency: number;
};

export type QueueCrawler = {
  /** Enqueue the feeds due now (what each timer tick does); resolves to how many were enqueued. */
  tick(): Promise<number>;
  /** Stop enqueueing and taking jobs, stop crawls in flight (their jobs go back to the queue). */
  stop(): Promise<void>;
};

/**
 * The crawler of several worker processes on one PostgreSQL, through a pg-boss job queue.
 *
 * Every worker ticks: it claims the feeds that are due (their next check moves ahead by two
 * leases, in one UPDATE, so two workers never both claim a feed) and sends one job per claimed
 * feed, keyed by the feed's URL on a `stately` queue (at most one job of a feed waiting and one
 * running). Workers take jobs one at a time per slot (`CRAWL_CONCURRENCY` slots); a job is
 * leased for `CRAWL_LEASE_SECONDS`: a worker that dies holding it stops answering, pg-boss's
 * maintenance fails the job when the lease runs out and a live worker takes the retry. A live
 * worker stops its own crawl just before its lease ends, so a slow feed is never crawled by two
 * workers at once. The crawl itself (conditional GET, items, next check) is the one service the
 * in-process scheduler uses; an article seen twice is one article (the ingest is idempotent).
 */
export async function startQueueCrawler(o: QueueCrawlerOptions): Promise<QueueCrawler> {
  const leaseMs = o.leaseSeconds * 1000;
  const holdMs = 2 * leaseMs;
  // Expired leases are noticed on pg-boss's maintenance beat: a few per lease.
  const maintenanceIntervalSeconds = Math.max(1, Math.min(60, Math.floor(o.leaseSeconds / 4)));
  const pollingIntervalSeconds = Math.max(0.5, Math.min(2, o.tickSeconds));
  const boss = new PgBoss({
    connectionString: o.databaseUrl,
    application_name: 'khabar-crawler',
    max: o.concurrency + 2,
    maintenanceIntervalSeconds,
    // Finished jobs are kept a day for inspection (pgboss.archive), then dropped.
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 1,
  });
  boss.on('error', (err) => o.log.error({ err }, 'crawl queue error'));
  await boss.start();
  const queue: PgBoss.Queue = {
    name: CRAWL_QUEUE,
    policy: 'stately',
    expireInSeconds: o.leaseSeconds,
    retryLimit: 5,
    retryDelay: 0,
  };
  // Workers starting together would each create the queue, and pg-boss's create_queue
  // deadlocks against itself (seen with two workers on a new database): one at a time,
  // under a session advisory lock; a queue already there takes this worker's lease.
  await withAdvisoryLock(
    o.databaseUrl,
    QUEUE_SETUP_LOCK,
    async () => {
      if (await boss.getQueue(CRAWL_QUEUE)) await boss.updateQueue(CRAWL_QUEUE, queue);
      else await boss.createQueue(CRAWL_QUEUE, queue);
    },
    { applicationName: 'khabar-crawler' },
  );

  const controller = new AbortController();
  const byUrl = new Map(o.feeds.map((f) => [f.url, f]));
  const workerIds: string[] = [];

  const crawlJob = async (job: PgBoss.Job<FeedEntry>) => {
    const entry = feedEntrySchema.parse(job.data);
    await o.repo.holdFeed(entry.url, new Date(o.now().getTime() + holdMs));
    o.log.info({ feed: entry.url, job: job.id, pid: process.pid }, 'crawl job taken');
    // Stop a little before the lease ends, so the feed never has two crawlers at once.
    const margin = Math.min(30_000, leaseMs / 5);
    const signal = AbortSignal.any([controller.signal, AbortSignal.timeout(leaseMs - margin)]);
    const r = await o.service.crawlFeed(entry, signal);
    // A crawl cut short (shutdown or lease) saved nothing: fail the job, so it is retried.
    if (signal.aborted) throw new Error(`crawl of ${entry.url} stopped: ${r.reason ?? 'aborted'}`);
    return { ok: r.ok, new: r.new, updated: r.updated };
  };
  for (let i = 0; i < o.concurrency; i++) {
    workerIds.push(
      await boss.work<FeedEntry>(CRAWL_QUEUE, { batchSize: 1, pollingIntervalSeconds }, async ([job]) =>
        job ? crawlJob(job) : undefined,
      ),
    );
  }

  const round = async (): Promise<number> => {
    try {
      await o.repo.upsertFeeds(o.feeds);
      const now = o.now();
      const claimed = await o.repo.claimDueFeeds([...byUrl.keys()], now, new Date(now.getTime() + holdMs));
      let sent = 0;
      for (const url of claimed) {
        const entry = byUrl.get(url);
        if (entry && (await boss.send(CRAWL_QUEUE, entry, { singletonKey: url }))) sent++;
      }
      if (sent > 0) {
        o.log.info({ feeds: sent }, 'crawl round enqueued');
        for (const id of workerIds) boss.notifyWorker(id);
      }
      return sent;
    } catch (err) {
      if (!controller.signal.aborted) o.log.error({ err }, 'crawl round failed');
      return 0;
    }
  };
  const ticker = startTicker(round, { firstMs: 0, everyMs: o.tickSeconds * 1000, controller });

  return {
    tick: ticker.tick,
    async stop() {
      await ticker.stop();
      // Jobs still active are failed by pg-boss on the way out, so another worker retries them.
      await boss.stop({ graceful: true, wait: true, timeout: 15_000 });
    },
  };
}
