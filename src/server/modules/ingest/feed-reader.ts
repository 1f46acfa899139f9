import render from 'dom-serializer';
import { isTag, isText, type Element } from 'domhandler';
import { decodeHTML } from 'entities';
import { distinctNames } from './bylines';
import { parseFeedDate } from './dates';
import { itemLanguage } from './feed-language';
import { absoluteWebUrl } from '#shared/web-url.ts';
import { enclosuresOf, imageOf } from './feed-media';
import type { FeedItem } from './feed-parser';
import { base64, cleanText, CONTROLS, escapeHtml, firstSentence, htmlOf, textOf } from './feed-text';
import { htmlToText, plainText } from './normalise';

// How an item is read, RSS, RDF and Atom alike: each field from the elements that can hold it,
// in the order feedparser and gofeed read them.

/** `xhtml`: the HTML is inline XHTML, markup as written (nothing in it was escaped twice). */
type Construct = { text: string; html: string; xhtml?: true };

const ATOM_URIS = new Set(['http://www.w3.org/2005/atom', 'http://purl.org/atom/ns#']);
const HTML_TYPE = /^(text\/html|application\/xhtml\+xml)\b/;

export class Reader {
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
    for (const b of chain) base = absoluteWebUrl(b, base) ?? base;
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
    if (origin) return absoluteWebUrl(origin, base);
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
    if (best) return absoluteWebUrl(best, base);
    // No link: a permalink GUID or the RDF resource is the story's address.
    const guid = this.child(e, 'guid');
    if (guid && this.attr(guid, 'ispermalink')?.trim().toLowerCase() !== 'false') {
      const g = textOf(guid).trim();
      if (/^https?:\/\//i.test(g)) return absoluteWebUrl(g, base);
    }
    // An Atom entry with no link: an id that is a web address is where the story is.
    const id = textOf(this.child(e, 'id')).trim();
    if (/^https?:\/\//i.test(id)) return absoluteWebUrl(id, base);
    const about = this.attr(e, 'rdf:about')?.trim();
    return about && /^https?:\/\//i.test(about) ? absoluteWebUrl(about, base) : null;
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
      g = (base && absoluteWebUrl(g, base)) || g;
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
