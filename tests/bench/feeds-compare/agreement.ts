import { readFileSync } from 'node:fs';
import { decodeDocument } from '#server/modules/ingest/decode.ts';
import { bylineName, parseFeed, type ParsedFeed } from '#server/modules/ingest/feed-parser.ts';
import { htmlToText } from '#server/modules/ingest/normalise.ts';
import { FIELDS, type Case, type Expectation, type Field } from './expectations';

// How an expectation is held against Khabar's reading of the same bytes. Text is compared as a
// reader sees it: HTML values (feedparser's summaries and content, sanitised; an html-typed
// title) are turned into text on both sides the same way, once (normalise.ts htmlToText), a
// plain value is only whitespace-collapsed, so `History of the <blink> tag` must keep its
// words. Links are compared as absolute URLs against the same base, dates to the second,
// bylines by the person's name (an e-mail address beside it is not compared) and position,
// enclosures by position, a category by being among the item's. A feed that cannot be read
// fails every expectation about it.

const BASE = 'http://example.com/feed.xml';
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
// A value is HTML when it has a closed element, a void element or an entity; otherwise plain text.
const looksHtml = (s: string) =>
  /<\/[a-z][a-z0-9]*\s*>|<(br|img|hr|input|area|col|source)\b[^>]*\/?>|&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/i.test(s);
const asText = (s: string) => squash(looksHtml(s) ? htmlToText(s) : s);
const htmlText = (s: string | null | undefined) => squash(htmlToText(s ?? ''));
function absolute(link: string | null | undefined): string {
  if (!link) return '';
  try {
    return new URL(link.trim(), BASE).href;
  } catch {
    return link.trim();
  }
}

export type Outcome = { field: Field; ok: boolean; file: string; suite: string; expected: unknown; got: unknown };

function judge(e: Expectation, feed: ParsedFeed | null): { ok: boolean; got: unknown } {
  if (!feed) return { ok: false, got: 'no feed' };
  if (e.item === 'feed') {
    const got = feed.title ?? '';
    return { ok: got === asText(e.value as string), got };
  }
  const it = feed.items[e.item];
  if (!it) return { ok: false, got: `no item ${e.item}` };
  switch (e.field) {
    case 'title':
      return { ok: squash(it.title ?? '') === asText(e.value), got: it.title };
    case 'link':
      return { ok: absolute(it.link) === absolute(e.value), got: it.link };
    case 'id':
      return { ok: squash(it.guid ?? '') === squash(e.value), got: it.guid };
    case 'summary':
      return { ok: htmlText(it.summary) === asText(e.value), got: it.summary };
    case 'content':
      return { ok: htmlText(it.content) === asText(e.value), got: it.content };
    case 'date': {
      const d = e.which === 'updated' ? (it.updated ?? it.published) : (it.published ?? it.updated);
      const ok = e.value === null ? d === null : d !== null && Math.abs(d.getTime() - e.value.getTime()) < 1000;
      return { ok, got: d?.toISOString() ?? null };
    }
    case 'author': {
      const got = it.authors[e.at];
      return { ok: got !== undefined && got === bylineName(e.value), got };
    }
    case 'categories':
      return { ok: it.categories.includes(asText(e.value)), got: it.categories };
    case 'enclosures': {
      const got = it.enclosures[e.at];
      const v = e.value;
      const ok =
        got !== undefined &&
        (v.url === undefined || got.url === absolute(v.url)) &&
        (v.type === undefined || got.type === v.type.trim().toLowerCase()) &&
        (v.length === undefined || String(got.length ?? '') === String(Number(v.length) > 0 ? Number(v.length) : ''));
      return { ok, got };
    }
  }
}

export function compareCase(c: Case): Outcome[] {
  let feed: ParsedFeed | null;
  try {
    feed = parseFeed(c.text ?? decodeDocument(readFileSync(c.file), null, 'xml'), BASE);
  } catch {
    feed = null;
  }
  return c.expectations.map((e) => ({
    field: e.field,
    file: c.file,
    suite: c.suite,
    expected: e.value,
    ...judge(e, feed),
  }));
}

export type Tally = Record<Field, { ok: number; n: number }>;
export function tally(outcomes: Outcome[]): Tally {
  const t = Object.fromEntries(FIELDS.map((f) => [f, { ok: 0, n: 0 }])) as Tally;
  for (const o of outcomes) {
    t[o.field].n++;
    if (o.ok) t[o.field].ok++;
  }
  return t;
}
