import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readFeed, type FeedItem, type ParsedFeed } from '#server/modules/ingest/feed-parser.ts';

// The hand-written feeds of tests/fixtures/feeds/wild, read as the crawler reads a feed.
const DIR = path.resolve(import.meta.dirname, '../fixtures/feeds/wild');

/** One of the hand-written feeds as bytes. */
export const wildFeedBytes = (file: string) => readFileSync(path.join(DIR, file));

/** One of the hand-written feeds, parsed as served with `contentType` from feeds.example. */
export function readWildFeed(file: string, contentType = 'application/xml'): ParsedFeed {
  const r = readFeed(wildFeedBytes(file), contentType, `https://feeds.example/${file}`);
  if (!r.ok) throw new Error(`${file}: ${r.reason}`);
  return r.feed;
}

/** The feed's item whose `field` is `value`; a test fails loudly when there is none. */
export function itemWhere(feed: ParsedFeed, field: 'title' | 'link', value: string): FeedItem {
  const item = feed.items.find((i) => i[field] === value);
  if (!item) throw new Error(`no item ${value}`);
  return item;
}

/** A date as ISO text, null kept. */
export const iso = (d: Date | null) => d?.toISOString() ?? null;
