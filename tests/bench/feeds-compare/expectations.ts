import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checksOf, literalOf, type Check, type Value } from './python-expect';

// What the reference parsers' own test suites say a feed holds, as one expectation per
// field and item: feedparser's `Expect:` expressions and gofeed's JSON files (its parser and
// translator tests, and its extension tests). Only fields Khabar reads are kept.

export const FIELDS = [
  'title',
  'link',
  'id',
  'date',
  'summary',
  'content',
  'author',
  'categories',
  'enclosures',
] as const;
export type Field = (typeof FIELDS)[number];
export type Enclosure = { url?: string; type?: string; length?: string };

/** `item` is the entry's index, or 'feed' for the feed's own title. */
export type Expectation =
  | { field: 'title' | 'link' | 'id' | 'summary' | 'content'; item: number | 'feed'; value: string }
  /** value null: the suite says there is no date. */
  | { field: 'date'; item: number; value: Date | null; which: 'published' | 'updated' }
  /** Lists are checked where the suite names a position: `at` (author, category, enclosure). */
  | { field: 'author' | 'categories'; item: number; value: string; at: number }
  | { field: 'enclosures'; item: number; value: Enclosure; at: number };

/** `text`: the feed itself, when the suite gives a value rather than a feed (a date string). */
export type Case = { suite: 'feedparser' | 'gofeed'; file: string; text?: string; expectations: Expectation[] };

// feedparser's dictionaries answer to older names too (FeedParserDict.keymap).
const ALIASES: Record<string, string> = {
  description: 'summary',
  guid: 'id',
  modified: 'updated',
  issued: 'published',
  date: 'updated',
  modified_parsed: 'updated_parsed',
  issued_parsed: 'published_parsed',
  date_parsed: 'updated_parsed',
  url: 'href',
  items: 'entries',
  channel: 'feed',
};

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(path.join(dir, d.name)) : d.name.endsWith('.xml') ? [path.join(dir, d.name)] : [],
  );
}

function tupleDate(v: Value): Date | undefined {
  if (!Array.isArray(v) || v.length < 6 || !v.slice(0, 6).every((n) => typeof n === 'number')) return undefined;
  const [y, mo, d, h, mi, s] = v as number[];
  const date = new Date(Date.UTC(2000, mo! - 1, d!, h!, mi!, s!));
  date.setUTCFullYear(y!); // Date.UTC reads a year below 100 as 19xx
  return date;
}

/** One feedparser check as an expectation, when it is about a field Khabar reads. */
function fromCheck(c: Check): Expectation[] {
  if (c.op !== '==') return [];
  const p = c.path.map((k) => (typeof k === 'string' ? (ALIASES[k] ?? k) : k));
  const v = c.value;
  const str = typeof v === 'string' ? v : undefined;
  if (
    p[0] === 'feed' &&
    p.length >= 2 &&
    p[1] === 'title' &&
    (p.length === 2 || (p[2] === 'title_detail' && p[3] === 'value'))
  ) {
    return str !== undefined ? [{ field: 'title', item: 'feed', value: str }] : [];
  }
  if (p[0] === 'feed' && p[1] === 'title_detail' && p[2] === 'value' && str !== undefined)
    return [{ field: 'title', item: 'feed', value: str }];
  if (p[0] !== 'entries' || typeof p[1] !== 'number' || p[1] < 0) return [];
  const item = p[1];
  const [key, a, b] = p.slice(2);
  const at = typeof a === 'number' ? a : 0;
  if (str !== undefined && p.length === 3 && (key === 'title' || key === 'link' || key === 'id' || key === 'summary')) {
    return [{ field: key, item, value: str }];
  }
  if (str !== undefined && (key === 'title_detail' || key === 'summary_detail') && a === 'value') {
    return [{ field: key === 'title_detail' ? 'title' : 'summary', item, value: str }];
  }
  if (str !== undefined && key === 'content' && typeof a === 'number' && b === 'value')
    return [{ field: 'content', item, value: str }];
  if (key === 'published_parsed' || key === 'updated_parsed' || key === 'created_parsed') {
    const d = tupleDate(v);
    return d ? [{ field: 'date', item, value: d, which: key === 'updated_parsed' ? 'updated' : 'published' }] : [];
  }
  if (str !== undefined && key === 'author' && p.length === 3) return [{ field: 'author', item, value: str, at: 0 }];
  if (str !== undefined && key === 'author_detail' && a === 'name')
    return [{ field: 'author', item, value: str, at: 0 }];
  if (str !== undefined && key === 'authors' && typeof a === 'number' && b === 'name')
    return [{ field: 'author', item, value: str, at }];
  if (str !== undefined && key === 'category' && p.length === 3)
    return [{ field: 'categories', item, value: str, at: 0 }];
  if (str !== undefined && key === 'tags' && typeof a === 'number' && b === 'term')
    return [{ field: 'categories', item, value: str, at }];
  if (key === 'tags' && p.length === 3 && Array.isArray(v)) {
    return v.flatMap((t, i) => {
      const term = t && typeof t === 'object' && !Array.isArray(t) ? (t as Record<string, Value>).term : undefined;
      return typeof term === 'string' ? [{ field: 'categories' as const, item, value: term, at: i }] : [];
    });
  }
  if (
    key === 'enclosures' &&
    typeof a === 'number' &&
    (b === 'href' || b === 'type' || b === 'length') &&
    str !== undefined
  ) {
    return [{ field: 'enclosures', item, value: { [b === 'href' ? 'url' : b]: str }, at }];
  }
  return [];
}

const EXPECT = /Description:\s*(.*?)\s*Expect:\s*(.*)\s*-->/;

export function feedparserCases(root: string): Case[] {
  const out: Case[] = [];
  for (const file of walk(root)) {
    const text = readFileSync(file, 'latin1'); // the comment is ASCII whatever the feed's encoding
    const m = EXPECT.exec(text);
    if (!m) continue;
    const expectations = checksOf(m[2]!).flatMap(fromCheck);
    if (expectations.length) out.push({ suite: 'feedparser', file, expectations });
  }
  return out;
}

type Json = { [k: string]: unknown };
const s = (v: unknown) => (typeof v === 'string' ? v : undefined);
const list = (v: unknown) => (Array.isArray(v) ? (v as Json[]) : []);

/** gofeed's expectations: the universal feed (translator tests) or the RSS/Atom structs (parser tests). */
function fromGofeed(j: Json): Expectation[] {
  const out: Expectation[] = [];
  if (s(j.title) !== undefined) out.push({ field: 'title', item: 'feed', value: s(j.title)! });
  const items = list(j.items ?? j.entries);
  items.forEach((it, item) => {
    const text = (field: 'title' | 'link' | 'id' | 'summary' | 'content', v: unknown) => {
      if (s(v) !== undefined && s(v) !== '') out.push({ field, item, value: s(v)! });
    };
    text('title', it.title);
    // RSS: link and guid{value}; Atom: links[] (alternate, or the first without rel) and id; universal: link and guid.
    text('link', it.link ?? list(it.links).find((l) => !l.rel || l.rel === 'alternate')?.href);
    const guid = it.guid as Json | string | undefined;
    text('id', typeof guid === 'object' ? guid?.value : (guid ?? it.id));
    text('summary', it.description ?? it.summary);
    const content = it.content as Json | string | undefined;
    text('content', typeof content === 'object' ? content?.value : content);
    for (const [k, which] of [
      ['publishedParsed', 'published'],
      ['pubDateParsed', 'published'],
      ['updatedParsed', 'updated'],
    ] as const) {
      const d = s(it[k]);
      if (d && !Number.isNaN(Date.parse(d))) out.push({ field: 'date', item, value: new Date(d), which });
    }
    const authors = list(it.authors).length ? list(it.authors) : it.author !== undefined ? [it.author as Json] : [];
    authors.forEach((a, at) => {
      const name = typeof a === 'string' ? a : s(a?.name);
      if (name) out.push({ field: 'author', item, value: name, at });
    });
    list(it.categories).forEach((c, at) => {
      const v = typeof c === 'string' ? c : (s(c.value) ?? s(c.term));
      if (v) out.push({ field: 'categories', item, value: v, at });
    });
    list(it.enclosures).forEach((e, at) => {
      if (s(e.url))
        out.push({ field: 'enclosures', item, value: { url: s(e.url), type: s(e.type), length: s(e.length) }, at });
    });
  });
  return out;
}

export function gofeedCases(root: string): Case[] {
  const out: Case[] = [];
  for (const file of walk(root)) {
    let json: Json;
    try {
      json = JSON.parse(readFileSync(file.replace(/\.xml$/, '.json'), 'utf8')) as Json;
    } catch {
      continue; // no expectation beside this feed
    }
    const expectations = fromGofeed(json);
    if (expectations.length) out.push({ suite: 'gofeed', file, expectations });
  }
  return out;
}

const xmlEscape = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * feedparser's date-parser tests (`(_parse_date_rfc822, "Thu, 01 Jan 2004 …", (2004, 1, 1, …))`),
 * each string as the pubDate of a one-item RSS feed; an expected None means no date.
 */
export function feedparserDateCases(file: string): Case[] {
  const src = readFileSync(file, 'utf8');
  const out: Case[] = [];
  const row = /\(\s*_parse_date\w*,\s*((?:[ubrUBR]?"(?:[^"\\]|\\.)*"\s*)+),\s*(None|\([\d,\s]*\))\s*,?\s*\)/g;
  for (const m of src.matchAll(row)) {
    const input = literalOf(m[1]!);
    if (typeof input !== 'string') continue;
    const expected = m[2] === 'None' ? null : tupleDate(literalOf(m[2]!) ?? null);
    if (expected === undefined) continue;
    out.push({
      suite: 'feedparser',
      file: `${file}: ${JSON.stringify(input)}`,
      text: `<rss version="2.0"><channel><item><title>t</title><pubDate>${xmlEscape(input)}</pubDate></item></channel></rss>`,
      expectations: [{ field: 'date', item: 0, value: expected, which: 'published' }],
    });
  }
  return out;
}
