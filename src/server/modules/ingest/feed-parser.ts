import render from 'dom-serializer';
import { isCDATA, isTag, isText, type AnyNode, type ChildNode, type Element } from 'domhandler';
import { decodeHTML, decodeHTMLStrict } from 'entities';
import { parseDocument } from 'htmlparser2';
import { readCdf } from './cdf';
import { CrawlError, describeError } from './crawl-error';
import { parseFeedDate } from './dates';
import { decodeDocument } from './decode';
import { expandDeclaredEntities } from './doctype';
import { distinctNames } from './bylines';
import { feedLanguage, itemLanguage } from './feed-language';
import { enclosuresOf, imageOf, resolve, type FeedEnclosure, type FeedImage } from './feed-media';
import { htmlToText, plainText, truncate } from './normalise';

export type { FeedEnclosure, FeedImage } from './feed-media';
export { bylineName } from './bylines';

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

/** `xhtml`: the HTML is inline XHTML, markup as written (nothing in it was escaped twice). */
type Construct = { text: string; html: string; xhtml?: true };

const ATOM_URIS = new Set(['http://www.w3.org/2005/atom', 'http://purl.org/atom/ns#']);
const HTML_TYPE = /^(text\/html|application\/xhtml\+xml)\b/;

class Reader {
  constructor(
    readonly key: (e: Element) => string,
    /** The element's namespace URI, lower case; '' for none. */
    readonly uri: (e: Element) => string,
    readonly feedUrl: string,
  ) {}

  child(e: Element, ...names: string[]): Element | undefined {
    for (const name of names) {
      const found = e.children.find((c): c is Element => isTag(c) && this.key(c) === name);
      if (found) return found;
    }
    return undefined;
  }

  children(e: Element, name: string): Element[] {
    return e.children.filter((c): c is Element => isTag(c) && this.key(c) === name);
  }

  attr(e: Element, name: string): string | undefined {
    for (const [a, v] of Object.entries(e.attribs)) if (a.toLowerCase() === name) return decodeHTML(v);
    return undefined;
  }

  /** Atom text constructs (text, html, xhtml; Atom 0.3 escaped, base64, xml) and RSS fields. */
  textConstruct(e: Element, rssIsHtml = false): Construct {
    const type = (this.attr(e, 'type') ?? '').toLowerCase();
    const mode = (this.attr(e, 'mode') ?? '').toLowerCase();
    // Atom 0.3 mode="base64" (HTML unless typed text/plain, as feedparser reads it); Atom 1.0
    // (RFC 4287 4.1.3.3): a media type that is neither text/* nor XML is base64. Text that does
    // not decode to UTF-8 was never base64 (`type="application/x-custom"` on a plain title).
    const decoded =
      mode === 'base64' || (type.includes('/') && !type.startsWith('text/') && !/[+/]xml$/.test(type))
        ? base64(textOf(e))
        : null;
    if (decoded !== null) return type === 'text/plain' ? { text: decoded, html: '' } : { html: decoded, text: '' };
    if (type === 'xhtml' || type.includes('xhtml') || mode === 'xml') {
      const div = e.children.find(isTag);
      const onlyDiv = div && e.children.every((c) => c === div || (isText(c) && !c.data.trim()));
      // Inline XHTML is markup already: its text stays escaped (`&lt;blink&gt;` is text).
      return {
        html: render((onlyDiv ? div : e).children, { decodeEntities: false, encodeEntities: false }),
        text: '',
        xhtml: true,
      };
    }
    if (type === 'html' || type === 'text/html' || mode === 'escaped') {
      // Escaped HTML wrapped in a naked XHTML <div> (Typepad): the div is a wrapper and what it
      // holds is the escaped HTML, as feedparser and gofeed both read it.
      const div = e.children.find(isTag);
      const wrapper =
        div && /(^|:)div$/.test(this.key(div)) && e.children.every((c) => c === div || (isText(c) && !c.data.trim()));
      return { html: htmlOf(wrapper ? div : e), text: '' };
    }
    if (rssIsHtml && type !== 'text' && type !== 'text/plain') return { html: htmlOf(e), text: '' };
    return { text: textOf(e), html: '' };
  }

  /** Plain text of a field as a reader sees it, whatever markup it came in. */
  plain(e: Element | undefined): string {
    if (!e) return '';
    const c = this.textConstruct(e);
    // Text in inline XHTML is the words as written: `&lt;p&gt;` in it is shown as "<p>".
    if (c.xhtml) return htmlToText(c.html).replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim().slice(0, 10_000);
    return cleanText(c.html ? plainText(c.html, 10_000) : c.text);
  }

  html(e: Element | undefined): string {
    if (!e) return '';
    const c = this.textConstruct(e, true);
    return c.html || escapeHtml(c.text);
  }

  /** The base URL relative links in an element resolve against (xml:base, then the feed). */
  base(e: Element): string {
    return this.xmlBase(e) ?? this.feedUrl;
  }

  /** The base the document itself sets with xml:base around an element, or null when none. */
  xmlBase(e: Element): string | null {
    const chain: string[] = [];
    for (let n: Element | null = e; n && isTag(n); n = n.parent as Element | null) {
      const b = this.attr(n, 'xml:base');
      if (b) chain.unshift(b.trim());
    }
    if (!chain.length) return null;
    let base = this.feedUrl;
    for (const b of chain) base = resolve(b, base) ?? base;
    return base;
  }

  item(e: Element, feedAuthors: string[] = []): FeedItem {
    const base = this.base(e);
    const summaryEl =
      this.child(e, 'description', 'summary', 'dc:description', 'itunes:summary', 'media:description') ??
      // Media RSS puts the description of a clip in its group or on the content itself.
      [...this.children(e, 'media:group'), ...this.children(e, 'media:content')]
        .map((m) => this.child(m, 'media:description'))
        .find(Boolean);
    const contentEl = this.child(
      e,
      'content:encoded',
      'content',
      'xhtml:body',
      'body',
      'xhtml:div',
      'fulltext',
      'fullitem',
    );
    const content = contentEl ? this.html(contentEl) : null;
    const summary = summaryEl ? this.html(summaryEl) : (content ?? '');
    return {
      title: this.title(e, summary),
      link: this.link(e, base),
      guid: this.guid(e),
      published: this.date(e, [
        'pubdate',
        'published',
        'issued',
        'created',
        'dc:date',
        'dcterms:issued',
        'dcterms:created',
        'dcterms:date',
      ]),
      updated: this.date(e, ['updated', 'modified', 'dcterms:modified']),
      summary,
      content,
      categories: this.categories(e),
      image: imageOf(this, e, base),
      authors: this.authors(e, feedAuthors),
      enclosures: enclosuresOf(this, e, base),
      language: itemLanguage(this, e),
    };
  }

  /** Atom person constructs: each `<name>`; a bare `<author>` (RSS) by its text. */
  personNames(e: Element, name = 'author'): string[] {
    return distinctNames(this.children(e, name).map((a) => textOf(this.child(a, 'name') ?? a)));
  }

  /**
   * The first source that names someone, all its names: `author` (RSS text or Atom person),
   * dc:creator, dc:author, itunes:author (the order gofeed reads them in); else, in Atom, the
   * entry's source's authors and then the feed's.
   */
  authors(e: Element, feedAuthors: string[]): string[] {
    const own = this.personNames(e);
    if (own.length) return own;
    for (const name of ['dc:creator', 'dc:author', 'itunes:author']) {
      const names = distinctNames(this.children(e, name).map((c) => textOf(c)));
      if (names.length) return names;
    }
    const source = this.child(e, 'source');
    const fromSource = source ? this.personNames(source) : [];
    return fromSource.length ? fromSource : feedAuthors;
  }

  /** <title>, else dc:title, else media:title, else the description's first sentence. */
  title(e: Element, summaryHtml: string): string | null {
    for (const name of ['title', 'dc:title', 'media:title']) {
      const t = this.plain(this.child(e, name));
      if (t) return t;
    }
    for (const holder of [...this.children(e, 'media:group'), ...this.children(e, 'media:content')]) {
      const t = this.plain(this.child(holder, 'media:title'));
      if (t) return t;
    }
    return firstSentence(cleanText(plainText(summaryHtml, 2000))) || null;
  }

  /**
   * The item's web address. feedburner:origLink (the publisher's own address behind the
   * redirect) first. In an RSS item, its own <link> (text, or an href as some feeds write it):
   * RSS has one per item, and of several feedparser and gofeed both take the last. Otherwise,
   * and in Atom, the rel=alternate (or rel-less) link with an HTML type, else one untyped,
   * else the first (RFC 4287 allows one alternate per type and language).
   */
  link(e: Element, base: string): string | null {
    const origin = textOf(this.child(e, 'feedburner:origlink')).trim();
    if (origin) return resolve(origin, base);
    const rss = this.key(e) === 'item';
    const own: string[] = [];
    const alternates: { href: string; type: string }[] = [];
    for (const l of this.children(e, 'link')) {
      const rel = (this.attr(l, 'rel') ?? 'alternate').trim().toLowerCase();
      if (rel !== 'alternate') continue;
      const attrHref = this.attr(l, 'href')?.trim();
      const href = attrHref || textOf(l).trim();
      if (!href) continue;
      const type = (this.attr(l, 'type') ?? '').trim().toLowerCase();
      const html = type === '' || HTML_TYPE.test(type);
      // The RSS item's own <link>: not in Atom's namespace, nor under an undeclared prefix (atom:).
      const uri = this.uri(l);
      if (rss && !ATOM_URIS.has(uri) && !(uri === '' && l.name.includes(':'))) {
        if (!attrHref || html) own.push(href);
      } else alternates.push({ href, type });
    }
    const best =
      own.at(-1) ??
      alternates.find((c) => HTML_TYPE.test(c.type))?.href ??
      alternates.find((c) => c.type === '')?.href ??
      alternates[0]?.href;
    if (best) return resolve(best, base);
    // No link: a permalink GUID or the RDF resource is the story's address.
    const guid = this.child(e, 'guid');
    if (guid && this.attr(guid, 'ispermalink')?.trim().toLowerCase() !== 'false') {
      const g = textOf(guid).trim();
      if (/^https?:\/\//i.test(g)) return resolve(g, base);
    }
    // An Atom entry with no link: an id that is a web address is where the story is.
    const id = textOf(this.child(e, 'id')).trim();
    if (/^https?:\/\//i.test(id)) return resolve(id, base);
    const about = this.attr(e, 'rdf:about')?.trim();
    return about && /^https?:\/\//i.test(about) ? resolve(about, base) : null;
  }

  /**
   * The item's identity as written: an RSS guid, Atom id or dc:identifier, else the RDF
   * resource. Markup inside one is part of the string (an identifier is opaque), so
   * `<guid><p>1</p></guid>` is the same id as its CDATA or escaped spelling. A relative Atom
   * id is resolved against the xml:base around it (RFC 4287 §2), never against the feed's
   * own address: an id must not change when the feed moves.
   */
  guid(e: Element): string | null {
    const el = this.child(e, 'guid', 'id', 'dc:identifier');
    let g = (el && el.children.some(isTag) ? htmlOf(el) : textOf(el)).trim();
    if (el && g && this.key(el) === 'id' && !/^[a-z][a-z0-9+.-]*:/i.test(g)) {
      const base = this.xmlBase(el);
      g = (base && resolve(g, base)) || g;
    }
    g ||= this.attr(e, 'rdf:about')?.trim() ?? '';
    return g ? g.slice(0, 1000) : null;
  }

  /**
   * The first of the named elements that holds a date; of several elements with one name the
   * last date written, as feedparser and gofeed both read a repeated element (each overwrites).
   */
  date(e: Element, names: string[]): Date | null {
    for (const name of names) {
      let last: Date | null = null;
      for (const el of this.children(e, name)) last = parseFeedDate(textOf(el)) ?? last;
      if (last) return last;
    }
    return null;
  }

  /**
   * Category, dc:subject, media:category and itunes:category values whole (a category may have
   * spaces in it; a nested itunes:category is one more), then itunes:keywords split at commas.
   */
  categories(e: Element): string[] {
    const out: string[] = [];
    for (const c of this.children(e, 'category')) out.push(this.attr(c, 'term') ?? this.attr(c, 'label') ?? textOf(c));
    for (const c of this.children(e, 'dc:subject')) out.push(textOf(c));
    for (const c of this.children(e, 'media:category')) out.push(textOf(c) || (this.attr(c, 'label') ?? ''));
    const itunes = (el: Element, depth: number) => {
      for (const c of this.children(el, 'itunes:category')) {
        out.push(this.attr(c, 'text') ?? '');
        if (depth < 2) itunes(c, depth + 1);
      }
    };
    itunes(e, 0);
    for (const k of this.children(e, 'itunes:keywords')) out.push(...textOf(k).split(','));
    return [...new Set(out.map((v) => cleanText(v)).filter((v) => v.length > 0 && v.length <= 200))];
  }
}

function base64(text: string): string | null {
  const compact = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) return null;
  const decoded = Buffer.from(compact, 'base64').toString('utf8');
  return decoded.includes('\uFFFD') ? null : decoded;
}

/**
 * The text of an element as written: entities decoded, CDATA as is, inline markup's text kept.
 * An entity is decoded only when it ends in `;`, as XML writes every reference: the HTML names
 * feeds use (`&nbsp;`) are known, but `&copy=2` in a query string is text, not `©=2`.
 */
function textOf(n: AnyNode | undefined): string {
  if (!n) return '';
  if (isText(n)) return decodeHTMLStrict(n.data);
  if (isCDATA(n)) return n.children.map((c) => (isText(c) ? c.data : '')).join('');
  if (isTag(n)) return /(^|:)(script|style)$/i.test(n.name) ? '' : n.children.map(textOf).join('');
  return '';
}

/** An element's content as HTML source: escaped markup unescaped, CDATA and inline markup kept. */
function htmlOf(e: Element): string {
  return e.children
    .map((c) => {
      if (isText(c)) return decodeHTML(c.data);
      if (isCDATA(c)) return textOf(c);
      if (isTag(c)) return render(c, { decodeEntities: false, encodeEntities: false });
      return '';
    })
    .join('');
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// C0 and C1 control characters (a tab or newline is only whitespace): never part of a title.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001F\u007F-\u009F]/g;

/**
 * A text field as a reader sees it: script and style blocks gone, HTML tags that are closed
 * somewhere in the text (`<b>…</b>`) removed, text that only mentions a tag (`the <video>
 * tag`) kept, leftover entities decoded, control characters dropped, whitespace collapsed.
 */
export function cleanText(s: string): string {
  let t = s.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ');
  const closed = new Set([...t.matchAll(/<\/([a-z][a-z0-9]*)\s*>/gi)].map((m) => m[1]!.toLowerCase()));
  if (closed.size > 0)
    t = t.replace(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi, (m, name: string) => (closed.has(name.toLowerCase()) ? '' : m));
  t = t.replace(/<(br|wbr|hr)\s*\/?>/gi, ' ').replace(/<img\b[^>]*>/gi, ' ');
  if (/&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i.test(t)) t = decodeHTML(t);
  return t.replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim();
}

/** The first sentence of a text (., !, ? or the Devanagari danda), bounded for a title. */
function firstSentence(text: string): string {
  const m = /^(.{12,}?[.!?।])(?=\s|$)/u.exec(text);
  const s = m?.[1] ?? text;
  return truncate(s, 160);
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
