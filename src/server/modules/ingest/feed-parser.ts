import { Readable } from 'node:stream';
import FeedParser from 'feedparser';
import { CrawlError } from './crawl-error';

export type FeedItem = {
  title: string | null;
  link: string | null;
  guid: string | null;
  published: Date | null;
  updated: Date | null;
  /** HTML or text as the feed gives it; the normaliser makes it plain. */
  summary: string;
  categories: string[];
};

export type ParsedFeed = {
  format: string; // e.g. "rss 2.0", "atom 1.0", "rdf 1.0"
  title: string | null;
  /** The publisher's refresh hint in minutes: <ttl> or sy:updatePeriod/updateFrequency. */
  refreshMinutes: number | null;
  items: FeedItem[];
};

const MAX_ITEMS = 200; // a feed is a window on recent news, not an archive

/** Parse RSS 0.9x, 1.0 (RDF), 2.0 or Atom, already decoded to text. */
export function parseFeed(xml: string, feedUrl: string): Promise<ParsedFeed> {
  return new Promise((resolve, reject) => {
    const parser = new FeedParser({ feedurl: feedUrl, addmeta: false });
    const items: FeedItem[] = [];
    let fatal: Error | null = null;
    parser.on('error', (err: Error) => {
      // feedparser keeps going after an XML error; only "Not a feed" ends the parse.
      if (/not a feed/i.test(err.message)) fatal = err;
    });
    parser.on('readable', () => {
      let item: FeedParser.Item | null;
      while ((item = parser.read() as FeedParser.Item | null)) {
        if (items.length < MAX_ITEMS) items.push(toItem(item));
      }
    });
    parser.on('end', () => {
      const meta = parser.meta as FeedParser.Meta & Record<string, unknown>;
      const type = meta['#type'] as string | undefined;
      if (fatal || !type) {
        reject(new CrawlError('not-a-feed', `not an RSS or Atom feed${fatal ? `: ${fatal.message}` : ''}`));
        return;
      }
      resolve({
        format: `${type} ${String(meta['#version'] ?? '')}`.trim(),
        title: meta.title ?? null,
        refreshMinutes: refreshHint(meta),
        items,
      });
    });
    Readable.from([xml]).pipe(parser);
  });
}

function toItem(i: FeedParser.Item): FeedItem {
  const rec = i as FeedParser.Item & { origlink?: string | null };
  return {
    title: i.title?.trim() || null,
    // FeedBurner and friends hide the publisher's URL in feedburner:origLink.
    link: rec.origlink || i.link || null,
    guid: i.guid || null,
    published: validDate(i.pubdate) ?? null,
    updated: validDate(i.date) ?? null,
    summary: i.summary || i.description || '',
    categories: (i.categories ?? []).filter((c): c is string => typeof c === 'string'),
  };
}

function validDate(d: Date | null | undefined): Date | undefined {
  return d instanceof Date && !Number.isNaN(d.getTime()) ? d : undefined;
}

const PERIOD_MINUTES: Record<string, number> = { hourly: 60, daily: 1440, weekly: 10080, monthly: 43200, yearly: 525600 };

function refreshHint(meta: Record<string, unknown>): number | null {
  const text = (key: string) => {
    const v = Object.entries(meta).find(([k]) => k === key || k.endsWith(`:${key}`))?.[1];
    const t = typeof v === 'object' && v !== null ? (v as Record<string, unknown>)['#'] : v;
    return typeof t === 'string' ? t.trim() : undefined;
  };
  const ttl = Number(text('ttl'));
  if (Number.isFinite(ttl) && ttl > 0) return ttl;
  const period = PERIOD_MINUTES[text('updateperiod')?.toLowerCase() ?? ''];
  if (!period) return null;
  const freq = Number(text('updatefrequency') ?? '1');
  return period / (Number.isFinite(freq) && freq > 0 ? freq : 1);
}
