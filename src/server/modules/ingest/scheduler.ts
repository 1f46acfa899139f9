import type { FeedEntry } from './feeds-file';
import type { Log } from './item-ingest';
import type { IngestRepository } from './repository';
import type { IngestService } from './service';

export type SchedulerOptions = {
  service: IngestService;
  repo: IngestRepository;
  feeds: FeedEntry[];
  log: Log;
  now: () => Date;
  tickMs?: number;
  firstDelayMs?: number;
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
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const tick = (): Promise<void> => {
    if (running) return running; // ticks never overlap; a slow crawl just delays the next
    running = (async () => {
      try {
        await o.repo.upsertFeeds(o.feeds);
        const due = (await o.repo.dueFeeds([...byUrl.keys()], o.now()))
          .map((s) => byUrl.get(s.url))
          .filter((f): f is FeedEntry => f !== undefined);
        if (due.length === 0) return;
        const s = await o.service.crawlAll(due, { signal: controller.signal });
        o.log.info({ feedsOk: s.feedsOk, feedsFailed: s.feedsFailed, new: s.itemsNew, updated: s.itemsUpdated, ms: s.ms }, 'ingest round done');
      } catch (err) {
        if (!controller.signal.aborted) o.log.error({ err }, 'ingest round failed');
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const schedule = (ms: number) => {
    if (controller.signal.aborted) return;
    timer = setTimeout(() => void tick().finally(() => schedule(o.tickMs ?? 60_000)), ms);
    timer.unref(); // the crawler never keeps a process alive on its own
  };
  schedule(o.firstDelayMs ?? 5_000);

  return {
    tick,
    async stop() {
      controller.abort();
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
