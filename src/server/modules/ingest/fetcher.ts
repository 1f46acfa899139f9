import { CRAWLER_VERSION } from '#shared/constants.ts';
import { createAddressGuard, type AddressGuard } from './address-guard';
import { CrawlError } from './crawl-error';
import { HostScheduler } from './host-scheduler';
import { createHttpClient, type HttpClient, type RawResponse } from './http-client';
import { RobotsCache } from './robots';

export const MAX_REDIRECTS = 5;

export type FetcherOptions = {
  siteUrl: string;
  allowPrivate: boolean;
  minDelayMs: number;
  timeoutMs: number;
  maxBytes: number;
  robotsTtlMs?: number;
};

export type Fetcher = {
  /**
   * GET a URL politely: address guard, robots.txt and the host's pace checked for the URL and
   * for every redirect target. Returns the final non-redirect response (a 304 included).
   */
  get(url: string, headers?: Record<string, string>, signal?: AbortSignal): Promise<RawResponse>;
  userAgent: string;
  close(): Promise<void>;
};

export function userAgentFor(siteUrl: string): string {
  return `KhabarBot/${CRAWLER_VERSION} (+${siteUrl.replace(/\/$/, '')}/pages/bot-info)`;
}

export function createFetcher(opts: FetcherOptions): Fetcher {
  const userAgent = userAgentFor(opts.siteUrl);
  const guard: AddressGuard = createAddressGuard(opts.allowPrivate);
  const http: HttpClient = createHttpClient({ userAgent, timeoutMs: opts.timeoutMs, maxBytes: opts.maxBytes, guard });
  const hosts = new HostScheduler();
  const robots = new RobotsCache(http, hosts, opts.minDelayMs, opts.robotsTtlMs);

  const get = async (raw: string, headers: Record<string, string> = {}, signal?: AbortSignal) => {
    let url = parseHttpUrl(raw);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      await guard.check(url.hostname);
      const rules = await robots.rulesFor(url, signal);
      if (rules.unavailable) throw new CrawlError('robots', `${rules.unavailable} for ${url.host}`);
      if (!rules.allowed(url.href)) throw new CrawlError('robots', `robots.txt disallows ${url.href}`);
      const target = url;
      const res = await hosts.run(url.host, rules.delayMs, () => http.get(target, headers, signal), signal);
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && res.status !== 304 && location) {
        url = parseHttpUrl(location, url);
        continue;
      }
      return res;
    }
    throw new CrawlError('too-many-redirects', `more than ${MAX_REDIRECTS} redirects from ${raw}`);
  };

  return { get, userAgent, close: () => http.close() };
}

function parseHttpUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new CrawlError('bad-url', `not a URL: ${raw.slice(0, 200)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CrawlError('bad-url', `only http and https are crawled, not ${url.protocol}`);
  }
  if (url.username || url.password) throw new CrawlError('bad-url', 'URLs with credentials are not crawled');
  url.hash = '';
  return url;
}
