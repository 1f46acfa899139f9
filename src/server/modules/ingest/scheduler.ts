import type { FeedEntry } from './feeds-file';
import type { Log } from './item-ingest';
import type { IngestRepository } from './repository';
import type { IngestService } from './service';
import { startTicker } from './ticker';

export type SchedulerOptions = {
  service: IngestService;
  repo: IngestRepository;
  feeds: FeedEntry[];
  log: Log;
  now: () => Date;
  tickMs?: number;
  firstDelayMs?: number;
  /** Feeds crawled side by side. */
  concurrency?: number;
};

export type IngestScheduler = {
  /** Crawl the feeds that are due now (also what each timer tick does). */
  tick(): Promise<void>;
  /** Stop the timer and any crawl in flight; resolves when nothing is running. */
  stop(): Promise<void>;
};

/** Crawl due feeds on a timer; each feed's next check comes from its own schedule policy. */
export function startIngestScheduler(o: SchedulerOptions): IngestScheduler {
  const byUrl = new Map(o.feeds.map((f) => [f.url, f]));
  const controller = new AbortController();

  const round = async (): Promise<void> => {
    try {
      await o.repo.upsertFeeds(o.feeds);
      const due = (await o.repo.dueFeeds([...byUrl.keys()], o.now()))
        .map((s) => byUrl.get(s.url))
        .filter((f): f is FeedEntry => f !== undefined);
      if (due.length === 0) return;
      const s = await o.service.crawlAll(due, { signal: controller.signal, concurrency: o.concurrency });
      o.log.info(
        { feedsOk: s.feedsOk, feedsFailed: s.feedsFailed, new: s.itemsNew, updated: s.itemsUpdated, ms: s.ms },
        'ingest round done',
      );
    } catch (err) {
      if (!controller.signal.aborted) o.log.error({ err }, 'ingest round failed');
    }
  };
  // The crawler never keeps a process alive on its own (unref).
  return startTicker(round, { firstMs: o.firstDelayMs ?? 5_000, everyMs: o.tickMs ?? 60_000, controller, unref: true });
}
