import { CrawlError, describeError } from './crawl-error';
import { decodeDocument } from './decode';
import { parseFeed } from './feed-parser';
import type { FeedEntry } from './feeds-file';
import type { Fetcher } from './fetcher';
import { ingestItem, type Log } from './item-ingest';
import type { IngestRepository } from './repository';
import type { Clusterer } from '#server/modules/stories/service.ts';
import { nextCheck, parseMaxAge, parseRetryAfter } from './schedule-policy';

export type FeedResult = {
  url: string;
  ok: boolean;
  notModified: boolean;
  reason: string | null;
  new: number;
  updated: number;
  skipped: number;
};

export type CrawlSummary = {
  feedsOk: number;
  feedsFailed: number;
  itemsNew: number;
  itemsUpdated: number;
  itemsSkipped: number;
  ms: number;
  results: FeedResult[];
};

export type IngestServiceDeps = {
  repo: IngestRepository;
  fetcher: Fetcher;
  log: Log;
  now: () => Date;
  /** Clusters each new article into its story (the stories module's clusterer). */
  stories: Pick<Clusterer, 'assign' | 'catchUp'>;
  /** Fetch article pages for full text (tests of feed handling alone turn it off). */
  fetchPages?: boolean;
  /** Article pages fetched per feed per crawl: one polite host cannot take hours. */
  maxPagesPerFeed?: number;
  random?: () => number;
};

export const FEED_ACCEPT =
  'application/rss+xml, application/atom+xml, application/rdf+xml;q=0.9, application/xml;q=0.8, text/xml;q=0.8, */*;q=0.1';

/** How far back a crawl looks for articles left out of stories (their clustering failed). */
const CATCH_UP_HOURS = 72;
/** At most this often per process. */
const CATCH_UP_EVERY_MS = 60_000;

export function createIngestService(d: IngestServiceDeps) {
  const fetchPages = d.fetchPages ?? true;
  const maxPages = d.maxPagesPerFeed ?? 25;
  let caughtUp = 0;

  /** Cluster the recent articles left in no story (a failed clustering, a restart between the two statements). */
  async function catchUp(): Promise<void> {
    const at = d.now().getTime();
    if (at - caughtUp < CATCH_UP_EVERY_MS) return;
    caughtUp = at;
    try {
      await d.stories.catchUp(new Date(at - CATCH_UP_HOURS * 3_600_000));
    } catch (err) {
      d.log.warn({ err: (err as Error).message }, 'stories not caught up');
    }
  }

  async function crawlFeed(entry: FeedEntry, signal?: AbortSignal): Promise<FeedResult> {
    const result: FeedResult = {
      url: entry.url,
      ok: false,
      notModified: false,
      reason: null,
      new: 0,
      updated: 0,
      skipped: 0,
    };
    let state = await d.repo.feed(entry.url);
    if (!state) {
      await d.repo.upsertFeeds([entry]);
      state = await d.repo.feed(entry.url);
    }
    const fetchedAt = d.now();
    const errorCount = state?.error_count ?? 0;
    let httpStatus: number | null = null;
    try {
      const headers: Record<string, string> = { accept: FEED_ACCEPT };
      if (state?.etag) headers['if-none-match'] = state.etag;
      if (state?.last_modified) headers['if-modified-since'] = state.last_modified;
      const res = await d.fetcher.get(entry.url, headers, signal);
      httpStatus = res.status;
      const maxAgeSec = parseMaxAge(res.headers.get('cache-control'));
      if (res.status === 304) {
        await d.repo.saveOutcome(entry.url, {
          lastFetch: fetchedAt,
          status: 'not-modified',
          httpStatus: 304,
          errorCount: 0,
          lastError: null,
          itemsNew: 0,
          nextCheck: nextCheck(fetchedAt, { ok: true, errorCount: 0, maxAgeSec, random: d.random }),
        });
        return { ...result, ok: true, notModified: true };
      }
      if (res.status < 200 || res.status >= 300) {
        throw new CrawlError(
          'http',
          `HTTP ${res.status}`,
          parseRetryAfter(res.headers.get('retry-after'), fetchedAt) ?? undefined,
        );
      }
      const feed = parseFeed(decodeDocument(res.body, res.headers.get('content-type'), 'xml'), res.url);
      const invalid = new Map<string, number>();
      const pages = { left: fetchPages ? maxPages : 0 };
      const ctx = {
        repo: d.repo,
        fetcher: d.fetcher,
        log: d.log,
        stories: d.stories,
        entry,
        feedUrl: res.url,
        fetchedAt,
        pages,
        signal,
      };
      await d.repo.ensureSource(entry.source, homepage(entry.url));
      for (const item of feed.items) {
        if (signal?.aborted) throw new CrawlError('aborted', 'crawl stopped');
        const { outcome, why } = await ingestItem(item, ctx).catch((err: unknown) => ({
          outcome: 'invalid' as const,
          why: describeError(err),
        }));
        if (outcome === 'invalid') invalid.set(why ?? '?', (invalid.get(why ?? '?') ?? 0) + 1);
        if (outcome === 'new') result.new++;
        else if (outcome === 'updated') result.updated++;
        else result.skipped++;
      }
      const reasons = [...invalid].map(([why, n]) => `${n} ${why}`).join(', ');
      if (feed.items.length > 0 && invalid.size > 0 && sum(invalid) === feed.items.length) {
        throw new CrawlError('no-usable-items', `no usable items (${reasons})`);
      }
      await d.repo.saveOutcome(entry.url, {
        lastFetch: fetchedAt,
        status: 'ok',
        httpStatus: res.status,
        errorCount: 0,
        lastError: null,
        etag: res.headers.get('etag'),
        lastModified: res.headers.get('last-modified'),
        itemsNew: result.new,
        nextCheck: nextCheck(fetchedAt, {
          ok: true,
          errorCount: 0,
          refreshMinutes: feed.refreshMinutes,
          maxAgeSec,
          random: d.random,
        }),
      });
      d.log.info(
        { feed: entry.url, format: feed.format, ...pick(result), invalid: reasons || undefined },
        'feed crawled',
      );
      if (result.new > 0) await catchUp();
      return { ...result, ok: true };
    } catch (err) {
      const reason = describeError(err);
      // Stopped by a shutdown: not the feed's fault, so no error is counted against it.
      if (signal?.aborted) return { ...result, reason };
      const count = errorCount + 1;
      await d.repo.saveOutcome(entry.url, {
        lastFetch: fetchedAt,
        status: 'failed',
        errorCount: count,
        lastError: reason.slice(0, 500),
        itemsNew: result.new,
        httpStatus,
        nextCheck: nextCheck(fetchedAt, {
          ok: false,
          errorCount: count,
          retryAfterSec: err instanceof CrawlError ? err.retryAfterSec : null,
          random: d.random,
        }),
      });
      // A feed that worked and now fails is worth a warning; a first failure is news; repeats
      // (an offline machine, a dead feed backing off) stay quiet.
      const level =
        count > 1 ? 'debug' : state?.last_status === 'ok' || state?.last_status === 'not-modified' ? 'warn' : 'info';
      d.log[level]({ feed: entry.url, reason, errors: count }, 'feed rejected');
      return { ...result, ok: false, reason };
    }
  }

  /** Crawl the feeds side by side (hosts still one request at a time); never throws for a feed. */
  async function crawlAll(
    entries: FeedEntry[],
    opts: { concurrency?: number; signal?: AbortSignal } = {},
  ): Promise<CrawlSummary> {
    const started = Date.now();
    await d.repo.upsertFeeds(entries);
    const results: FeedResult[] = [];
    const queue = [...entries];
    const worker = async () => {
      for (let e = queue.shift(); e && !opts.signal?.aborted; e = queue.shift())
        results.push(await crawlFeed(e, opts.signal));
    };
    await Promise.all(Array.from({ length: Math.min(opts.concurrency ?? 4, entries.length) }, worker));
    return {
      feedsOk: results.filter((r) => r.ok).length,
      feedsFailed: results.filter((r) => !r.ok).length,
      itemsNew: results.reduce((n, r) => n + r.new, 0),
      itemsUpdated: results.reduce((n, r) => n + r.updated, 0),
      itemsSkipped: results.reduce((n, r) => n + r.skipped, 0),
      ms: Date.now() - started,
      results,
    };
  }

  return { crawlFeed, crawlAll };
}

export type IngestService = ReturnType<typeof createIngestService>;

export function formatSummary(s: CrawlSummary): string {
  return `feeds ok ${s.feedsOk}, failed ${s.feedsFailed}; items new ${s.itemsNew}, updated ${s.itemsUpdated}, skipped ${s.itemsSkipped}; ${(s.ms / 1000).toFixed(1)} s`;
}

const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
const pick = (r: FeedResult) => ({ new: r.new, updated: r.updated, skipped: r.skipped });
const homepage = (url: string) => new URL(url).origin + '/';
