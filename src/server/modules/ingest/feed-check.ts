import { describeError } from './crawl-error';
import { readFeed } from './feed-parser';
import type { FeedEntry } from './feeds-file';
import type { Fetcher } from './fetcher';
import { articleLanguage } from './language';
import { plainText } from './normalise';
import { FEED_ACCEPT } from './service';

export type FeedCheck = {
  url: string;
  source: string;
  /** HTTP status of the final response, or null when none came (network, robots.txt, address). */
  httpStatus: number | null;
  ok: boolean;
  items: number;
  /** The newest item date the feed gives (ISO 8601), or null. */
  newest: string | null;
  reason: string | null;
  ms: number;
  /** The language most of its items would be stored in (declarations and text), or null. */
  language: string | null;
  /** The language the feeds list gives it, when it gives one. */
  listed: string | null;
};

/**
 * Fetch each feed once, politely (the crawler's own fetcher: robots.txt, pacing, address
 * guard), and say whether it answers with a feed: status, item count and newest date. Nothing
 * is stored. Hosts run side by side; one host's feeds one at a time.
 */
export async function checkFeeds(entries: FeedEntry[], fetcher: Fetcher, concurrency = 4): Promise<FeedCheck[]> {
  const results = new Map<string, FeedCheck>();
  const queue = [...entries];
  const worker = async () => {
    for (let e = queue.shift(); e; e = queue.shift()) results.set(e.url, await checkFeed(e, fetcher));
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, entries.length)) }, worker));
  return entries.map((e) => results.get(e.url)!);
}

async function checkFeed(entry: FeedEntry, fetcher: Fetcher): Promise<FeedCheck> {
  const started = Date.now();
  const base = {
    url: entry.url,
    source: entry.source,
    items: 0,
    newest: null,
    language: null,
    listed: entry.language ?? null,
  };
  try {
    const res = await fetcher.get(entry.url, { accept: FEED_ACCEPT });
    const ms = Date.now() - started;
    if (res.status < 200 || res.status >= 300)
      return { ...base, httpStatus: res.status, ok: false, reason: `HTTP ${res.status}`, ms };
    const read = readFeed(res.body, res.headers.get('content-type'), res.url);
    if (!read.ok) return { ...base, httpStatus: res.status, ok: false, reason: read.reason, ms };
    const times = read.feed.items
      .flatMap((i) => [i.published, i.updated])
      .filter((d): d is Date => d !== null)
      .map((d) => d.getTime());
    const newest = times.length > 0 ? new Date(Math.max(...times)).toISOString() : null;
    const ok = read.feed.items.length > 0;
    return {
      ...base,
      httpStatus: res.status,
      ok,
      items: read.feed.items.length,
      newest,
      language: mostCommon(
        read.feed.items.map((i) =>
          articleLanguage([i.language, entry.language], `${i.title ?? ''}. ${plainText(i.summary)}`),
        ),
      ),
      reason: ok ? null : 'no items',
      ms,
    };
  } catch (err) {
    return { ...base, httpStatus: null, ok: false, reason: describeError(err), ms: Date.now() - started };
  }
}

function mostCommon(values: string[]): string | null {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** One line per feed and a summary line, for a terminal. */
export function formatChecks(checks: FeedCheck[]): string {
  const lines = checks.map((c) =>
    [
      c.ok ? 'ok    ' : 'FAILED',
      String(c.httpStatus ?? '-').padStart(3),
      `${c.items} items`.padStart(10),
      (c.newest ?? '-').padEnd(24),
      (c.language ?? c.listed ?? '-').padEnd(2),
      `${c.source}: ${c.url}`,
      c.language && c.listed && c.language !== c.listed ? `(listed as ${c.listed})` : '',
      c.reason ? `(${c.reason})` : '',
    ]
      .join('  ')
      .trimEnd(),
  );
  const ok = checks.filter((c) => c.ok).length;
  lines.push(`feeds ok ${ok}, failed ${checks.length - ok}`);
  return lines.join('\n');
}
