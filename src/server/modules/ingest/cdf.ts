import type { Element } from 'domhandler';
import { parseFeedDate } from './dates';
import { absoluteWebUrl } from '#shared/web-url.ts';
import type { FeedItem, ParsedFeed } from './feed-parser';

/**
 * Microsoft's Channel Definition Format (CDF, 1997; a W3C note, never a standard): a <CHANNEL>
 * of <ITEM>s, sub-channels grouping more. Old sites still serve a few; feedparser reads them.
 * Only what a news reader needs is read: an item's address (its HREF attribute, relative to
 * the channels' BASE), TITLE, ABSTRACT (the summary) and LASTMOD (when it last changed). Element names are the feed
 * parser's lower-cased keys; the rest of CDF (schedules, logos, usage) is ignored.
 */

/** What the CDF reader needs of the feed parser's element reader. */
export type CdfReader = {
  children(e: Element, name: string): Element[];
  child(e: Element, ...names: string[]): Element | undefined;
  attr(e: Element, name: string): string | undefined;
  base(e: Element): string;
  /** Plain text of a field as a reader sees it. */
  plain(e: Element | undefined): string;
  /** A field as HTML (plain text escaped). */
  html(e: Element | undefined): string;
  /** The item's title, else the first sentence of its summary. */
  title(e: Element, summaryHtml: string): string | null;
};

const MAX_ITEMS = 200;
const MAX_DEPTH = 4; // channels in channels: a site's sections, not a tree to walk forever

export function readCdf(x: CdfReader, channel: Element): ParsedFeed {
  const items: FeedItem[] = [];
  // A channel's BASE attribute is the base of the relative addresses inside it (CDF's own xml:base).
  const walk = (ch: Element, outer: string, depth: number) => {
    const declared = x.attr(ch, 'base')?.trim();
    const base = (declared && absoluteWebUrl(declared, outer)) || outer;
    for (const e of x.children(ch, 'item')) if (items.length < MAX_ITEMS) items.push(item(x, e, base));
    if (depth < MAX_DEPTH) for (const sub of x.children(ch, 'channel')) walk(sub, base, depth + 1);
  };
  walk(channel, x.base(channel), 0);
  return { format: 'cdf', title: x.plain(x.child(channel, 'title')) || null, refreshMinutes: null, items };
}

function item(x: CdfReader, e: Element, base: string): FeedItem {
  const href = x.attr(e, 'href')?.trim();
  const abstract = x.child(e, 'abstract');
  const summary = abstract ? x.html(abstract) : '';
  return {
    title: x.title(e, summary),
    link: href ? absoluteWebUrl(href, base) : null,
    guid: null, // CDF has no identifier: the address is the item's identity
    published: null,
    updated: parseFeedDate(x.attr(e, 'lastmod')),
    summary,
    content: null,
    categories: [],
    image: null,
    authors: [],
    enclosures: [],
    language: null, // the text decides
  };
}
