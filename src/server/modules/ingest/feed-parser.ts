import { isTag, type ChildNode, type Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { readCdf } from './cdf';
import { CrawlError, describeError } from './crawl-error';
import { decodeDocument } from './decode';
import { expandDeclaredEntities } from './doctype';
import { feedLanguage } from './feed-language';
import type { FeedEnclosure, FeedImage } from './feed-media';
import { Reader } from './feed-reader';
import { textOf } from './feed-text';

export type { FeedEnclosure, FeedImage } from './feed-media';
export { bylineName } from './bylines';
export { cleanText } from './feed-text';

export type FeedItem = {
  /** Plain text as a reader sees it. */
  title: string | null;
  /** Absolute, as the feed wrote it (a #fragment kept). */
  link: string | null;
  guid: string | null;
  published: Date | null;
  updated: Date | null;
  /** HTML: the item's description or summary, else its content. */
  summary: string;
  /** HTML: content:encoded, Atom content, xhtml:body or RSS <body>. */
  content: string | null;
  categories: string[];
  image: FeedImage | null;
  /** Bylines (names only), the item's own, else for Atom its source's or the feed's. */
  authors: string[];
  enclosures: FeedEnclosure[];
  /** ISO 639-1: the language the item declares (xml:lang, dc:language), else its feed; null when none. */
  language: string | null;
};

export type ParsedFeed = {
  format: string; // e.g. "rss 2.0", "atom 1.0", "rdf 1.0"
  title: string | null;
  /** The publisher's refresh hint in minutes: <ttl> or sy:updatePeriod/updateFrequency. */
  refreshMinutes: number | null;
  items: FeedItem[];
};

export type FeedReading = { ok: true; feed: ParsedFeed } | { ok: false; reason: string };

const MAX_ITEMS = 200; // a feed is a window on recent news, not an archive

// Namespaces by URI, under the prefix this parser uses for them whatever the feed writes.
// RSS, RDF-RSS and Atom elements are "core": matched by local name alone.
const NAMESPACES: Record<string, string> = {
  'http://www.w3.org/2005/atom': '',
  'http://purl.org/atom/ns#': '',
  'http://purl.org/rss/1.0/': '',
  'http://my.netscape.com/rdf/simple/0.9/': '',
  'http://channel.netscape.com/rdf/simple/0.9/': '',
  'http://backend.userland.com/rss2': '',
  'http://blogs.law.harvard.edu/tech/rss': '',
  'http://purl.org/dc/elements/1.1/': 'dc',
  'http://purl.org/dc/terms/': 'dcterms',
  'http://purl.org/rss/1.0/modules/content/': 'content',
  'http://search.yahoo.com/mrss/': 'media',
  'http://search.yahoo.com/mrss': 'media',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#': 'rdf',
  'http://www.w3.org/1999/xhtml': 'xhtml',
  'http://rssnamespace.org/feedburner/ext/1.0': 'feedburner',
  'http://purl.org/rss/1.0/modules/syndication/': 'sy',
  'http://www.itunes.com/dtds/podcast-1.0.dtd': 'itunes',
};
const CORE_PREFIXES = new Set(['', 'atom', 'rss', 'a10']);

/** Bytes to feed, never throwing: the feed, or why the bytes are not one. */
export function readFeed(body: Uint8Array, contentType: string | null | undefined, feedUrl: string): FeedReading {
  try {
    return { ok: true, feed: parseFeed(decodeDocument(body, contentType, 'xml'), feedUrl) };
  } catch (err) {
    return { ok: false, reason: describeError(err) };
  }
}

/** Parse RSS 0.9x, 1.0 (RDF), 2.0 or Atom 0.3/1.0 text; a CrawlError when it is none of them. */
export function parseFeed(xml: string, feedUrl: string): ParsedFeed {
  const doc = parseDocument(expandDeclaredEntities(xml), { xmlMode: true, decodeEntities: false });
  const keys = new WeakMap<Element, string>();
  const uris = new WeakMap<Element, string>();
  annotate(doc.children, new Map(), keys, uris);
  const key = (e: Element) => keys.get(e) ?? e.name.toLowerCase();
  const root = doc.children.find(isTag);
  const rootKey = root ? key(root) : '';
  const x = new Reader(key, (e) => uris.get(e) ?? '', feedUrl);

  let format: string;
  let channel: Element | undefined;
  let entries: Element[];
  if (root && rootKey === 'rss') {
    channel = x.child(root, 'channel');
    format = `rss ${x.attr(root, 'version')?.trim() || '2.0'}`;
    entries = [...(channel ? x.children(channel, 'item') : []), ...x.children(root, 'item')];
  } else if (root && rootKey === 'rdf:rdf') {
    channel = x.child(root, 'channel');
    format = 'rdf 1.0';
    entries = [...x.children(root, 'item'), ...(channel ? x.children(channel, 'item') : [])];
  } else if (root && rootKey === 'feed') {
    channel = root;
    const atom03 = x.attr(root, 'version') === '0.3' || /purl\.org\/atom\/ns#/.test(x.attr(root, 'xmlns') ?? '');
    format = atom03 ? 'atom 0.3' : 'atom 1.0';
    entries = x.children(root, 'entry');
  } else if (root && rootKey === 'channel') {
    return readCdf(x, root);
  } else {
    throw new CrawlError('not-a-feed', `not an RSS or Atom feed${root ? ` (root element <${root.name}>)` : ''}`);
  }

  // Atom (RFC 4287 4.2.1): an entry without authors has its source's, else the feed's.
  const feedAuthors = rootKey === 'feed' && channel ? x.personNames(channel) : [];
  const language = channel ? feedLanguage(x, channel) : null;
  const items: FeedItem[] = [];
  for (const e of entries.slice(0, MAX_ITEMS)) {
    const item = x.item(e, feedAuthors);
    item.language ??= language;
    items.push(item);
  }
  return {
    format,
    title: (channel && (x.plain(x.child(channel, 'title')) || x.plain(x.child(channel, 'dc:title')))) || null,
    refreshMinutes: channel ? refreshHint(x, channel) : null,
    items,
  };
}

/**
 * Give every element a key: `local` for RSS/Atom, `prefix:local` by namespace URI otherwise;
 * and note its namespace URI (lower case, '' for none).
 */
function annotate(
  nodes: ChildNode[],
  scope: Map<string, string>,
  keys: WeakMap<Element, string>,
  uris: WeakMap<Element, string>,
): void {
  for (const n of nodes) {
    if (!isTag(n)) continue;
    let s = scope;
    for (const [a, v] of Object.entries(n.attribs)) {
      const lower = a.toLowerCase();
      if (lower !== 'xmlns' && !lower.startsWith('xmlns:')) continue;
      if (s === scope) s = new Map(scope);
      s.set(lower === 'xmlns' ? '' : lower.slice(6), v.trim().toLowerCase());
    }
    const i = n.name.indexOf(':');
    const written = i >= 0 ? n.name.slice(0, i).toLowerCase() : '';
    const local = (i >= 0 ? n.name.slice(i + 1) : n.name).toLowerCase();
    const uri = s.get(written);
    // A known namespace goes by its usual prefix; an unknown default namespace is still the
    // feed's own vocabulary; an undeclared prefix is taken as written (dc:, media: ...).
    const prefix = uri === undefined ? written : (NAMESPACES[uri] ?? (written === '' ? '' : written));
    keys.set(n, CORE_PREFIXES.has(prefix) ? local : `${prefix}:${local}`);
    uris.set(n, uri ?? '');
    annotate(n.children, s, keys, uris);
  }
}

const PERIOD_MINUTES: Record<string, number> = {
  hourly: 60,
  daily: 1440,
  weekly: 10080,
  monthly: 43200,
  yearly: 525600,
};

function refreshHint(x: Reader, channel: Element): number | null {
  const text = (name: string) => textOf(x.child(channel, name)).trim();
  const ttl = Number(text('ttl'));
  if (Number.isFinite(ttl) && ttl > 0) return ttl;
  const period = PERIOD_MINUTES[text('sy:updateperiod').toLowerCase()];
  if (!period) return null;
  const freq = Number(text('sy:updatefrequency') || '1');
  return period / (Number.isFinite(freq) && freq > 0 ? freq : 1);
}
