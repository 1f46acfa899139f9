import robotsParser from 'robots-parser';
import { CrawlError } from './crawl-error';
import type { HttpClient } from './http-client';
import type { HostScheduler } from './host-scheduler';

export const BOT_TOKEN = 'KhabarBot';
const MAX_ROBOTS_BYTES = 500 * 1024; // Google's limit; more is ignored
const MAX_CRAWL_DELAY_MS = 60_000; // a bigger Crawl-delay would stall a feed for hours

export type RobotsRules = {
  allowed(url: string): boolean;
  /** The delay between two requests to this host: our minimum or the site's Crawl-delay. */
  delayMs: number;
  /** Set when robots.txt could not be read: everything is disallowed for a while. */
  unavailable?: string;
};

type Entry = { expires: number; rules: Promise<RobotsRules> };

/**
 * robots.txt per origin, cached with a TTL. A missing robots.txt (4xx) allows everything;
 * a server error or an unreachable host disallows everything for a short while, as
 * RFC 9309 asks, so a broken site is not hammered.
 */
export class RobotsCache {
  private cache = new Map<string, Entry>();

  constructor(
    private readonly http: HttpClient,
    private readonly hosts: HostScheduler,
    private readonly minDelayMs: number,
    private readonly ttlMs = 6 * 60 * 60 * 1000,
    private readonly failureTtlMs = 10 * 60 * 1000,
  ) {}

  rulesFor(url: URL, signal?: AbortSignal): Promise<RobotsRules> {
    const origin = url.origin;
    const hit = this.cache.get(origin);
    if (hit && hit.expires > Date.now()) return hit.rules;
    const rules = this.load(url, signal);
    const entry: Entry = { expires: Date.now() + this.ttlMs, rules };
    this.cache.set(origin, entry);
    void rules.then(
      (r) => {
        if (r.unavailable) entry.expires = Date.now() + this.failureTtlMs;
      },
      () => this.cache.delete(origin),
    );
    return rules;
  }

  private async load(url: URL, signal?: AbortSignal): Promise<RobotsRules> {
    const robotsUrl = new URL('/robots.txt', url.origin);
    let res;
    try {
      res = await this.hosts.run(
        url.host,
        this.minDelayMs,
        () => this.http.get(robotsUrl, { accept: 'text/plain' }, signal),
        signal,
      );
    } catch (err) {
      if (err instanceof CrawlError && (err.reason === 'private-address' || err.reason === 'aborted')) throw err;
      return disallowAll(err instanceof Error ? err.message : String(err));
    }
    if (res.status >= 500 || res.status === 429) return disallowAll(`HTTP ${res.status}`);
    // A redirect or a 4xx: no usable robots.txt, which per RFC 9309 means no restriction
    // (redirects are rare for robots.txt; following them would add a second origin's rules).
    if (res.status < 200 || res.status >= 300) return this.rules(robotsUrl, '');
    return this.rules(robotsUrl, res.body.subarray(0, MAX_ROBOTS_BYTES).toString('utf8'));
  }

  private rules(robotsUrl: URL, text: string): RobotsRules {
    const robot = robotsParser(robotsUrl.href, text);
    const crawlDelaySec = robot.getCrawlDelay(BOT_TOKEN);
    const delayMs = Math.min(Math.max(this.minDelayMs, (crawlDelaySec ?? 0) * 1000), MAX_CRAWL_DELAY_MS);
    return { allowed: (u) => robot.isAllowed(u, BOT_TOKEN) !== false, delayMs };
  }
}

function disallowAll(why: string): RobotsRules {
  return { allowed: () => false, delayMs: 0, unavailable: `robots.txt unavailable (${why})` };
}
