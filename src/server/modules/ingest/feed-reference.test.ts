import { describe, expect, it } from 'vitest';
import { iso, itemWhere, readWildFeed, wildFeedBytes } from '#tests/helpers/feed-fixtures.ts';
import { readFeed, type ParsedFeed } from './feed-parser';
import { plainText } from './normalise';

// Readings feedparser and gofeed agree on (tests/fixtures/feeds/reference holds their suites),
// each shown on a hand-written feed: repeated elements, Atom ids, entities a document declares
// and the Channel Definition Format.
const read = (file: string) => readWildFeed(file);
const byTitle = (feed: ParsedFeed, title: string) => itemWhere(feed, 'title', title);

describe('repeated elements in an RSS item', () => {
  const feed = read('repeated.rss');
  const item = (title: string) => byTitle(feed, title);
  it.each([
    ['takes the last of several <link>s, as text', 'Two links', 'https://repeat.example/two-links'],
    ['takes the last of several <link>s, as href', 'An href written last', 'https://repeat.example/href-last'],
    [
      'prefers the item’s own RSS link to an Atom alternate beside it',
      'RSS link beside an Atom alternate',
      'https://repeat.example/rss-own',
    ],
    [
      'never takes an enclosure or a non-HTML link for the story',
      'Links that are not the story',
      'https://repeat.example/story',
    ],
  ])('%s', (_, title, link) => expect(item(title).link).toBe(link));
  it('takes the last of several dates, and the last one that is a date', () => {
    for (const title of ['Two pubDates', 'A broken pubDate last']) {
      expect(iso(item(title).published), title).toBe('2026-11-23T04:45:30.000Z');
    }
  });
  it('keeps markup inside a GUID as part of it, the same id as its CDATA spelling', () => {
    for (const title of ['Markup in a GUID', 'The same GUID in CDATA']) {
      expect(item(title).guid, title).toBe('<b>story</b>-42');
    }
  });
});

describe('Atom ids, repeated dates and wrapped content', () => {
  const feed = read('atom-ids.atom');
  const item = (title: string) => byTitle(feed, title);
  it('resolves a relative id against xml:base, never against the feed’s address', () => {
    expect(item('Relative id under xml:base').guid).toBe('https://ids.example/news/2026/relative-id');
    expect(item('Relative id without xml:base').guid).toBe('local-7');
  });
  it('keeps an absolute id exactly as written', () => {
    expect(item('Absolute ids as written').guid).toBe('http://IDS.example/Story');
  });
  it('takes the last of several published and updated dates', () => {
    expect(iso(item('Updated twice').published)).toBe('2026-11-23T02:00:00.000Z');
    expect(iso(item('Updated twice').updated)).toBe('2026-11-23T04:45:30.000Z');
  });
  it('shows escaped markup in an XHTML title as the words written', () => {
    expect(feed.items[4]?.title).toBe('How <p>paragraphs</p> are marked up');
  });
  it('reads escaped HTML wrapped in a naked XHTML div as HTML', () => {
    expect(feed.items[4]?.content).toBe('Rupee <b>gains</b> 20 paise');
    expect(plainText(feed.items[4]?.summary ?? '')).toBe('Rupee gains 20 paise');
  });
});

describe('entities declared in the document', () => {
  const feed = read('doctype-entities.rss');
  it('expands internal entities in text and attributes, nested and with character references', () => {
    expect(feed.title).toBe('The Daily & Weekly — Chennai');
    const onions = byTitle(feed, 'Onions at ₹80 a kilo');
    expect(onions.link).toBe('https://entities.example/onions');
    expect(onions.guid).toBe('tag:entities.example,2026:onions');
    expect(byTitle(feed, 'An external entity stays &logo;').link).toBe('https://entities.example/external');
  });
  it('leaves CDATA alone and never fetches an external entity', () => {
    expect(plainText(byTitle(feed, 'Onions at ₹80 a kilo').summary)).toBe('In CDATA &site; is text.');
    expect(feed.items.map((i) => i.title)).toContain('An external entity stays &logo;');
  });
  it('reads markup in an entity’s value as text, never as elements', () => {
    const item = byTitle(feed, 'Markup in an entity is text');
    expect(item.link).toBe('https://entities.example/markup');
    expect(item.guid).toBe('tag:entities.example,2026:</guid><link>https://evil.example/</link><guid>');
  });
  it('refuses an entity bomb with a reason instead of expanding it', () => {
    const r = readFeed(wildFeedBytes('entity-bomb.rss'), 'application/xml', 'https://feeds.example/bomb');
    expect(r).toEqual({ ok: false, reason: expect.stringMatching(/entity expansion exceeds/) });
  });
});

describe('Channel Definition Format', () => {
  const feed = read('channel.cdf');
  it('reads the channel’s title and each item’s HREF, TITLE, ABSTRACT and LASTMOD', () => {
    expect(feed.format).toBe('cdf');
    expect(feed.title).toBe('An old-style channel');
    const monsoon = byTitle(feed, 'Monsoon withdraws from Kerala');
    expect(monsoon.link).toBe('https://cdf.example/news/monsoon.html');
    expect(iso(monsoon.updated)).toBe('2026-11-23T04:45:30.000Z');
    expect(plainText(monsoon.summary)).toBe('The south-west monsoon has withdrawn & winter rain begins.');
  });
  it('reads the items of sub-channels against their own BASE', () => {
    expect(byTitle(feed, 'Chennai win at Chepauk').link).toBe('https://cdf.example/sport/cricket.html');
  });
  it('gives an item without HREF no link (ingest skips it)', () => {
    expect(byTitle(feed, 'An item without an address').link).toBeNull();
  });
});
