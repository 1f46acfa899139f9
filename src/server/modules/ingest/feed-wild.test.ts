import { describe, expect, it } from 'vitest';
import { iso, itemWhere, readWildFeed } from '#tests/helpers/feed-fixtures.ts';
import { readFeed, type ParsedFeed } from './feed-parser';
import { plainText } from './normalise';

// Hand-written feeds for the ways publishers' feeds differ from the specifications.
const read = readWildFeed;
const byLink = (feed: ParsedFeed, link: string) => itemWhere(feed, 'link', link);

describe('encodings as browsers read them', () => {
  const title = '“Namaste” — the Prime Minister’s café visit costs €5';
  it.each(['latin1-declared.rss', 'ascii-declared.rss', 'undeclared-1252.rss'])('reads %s as windows-1252', (file) => {
    const feed = read(file);
    expect(feed.title).toBe('Café society');
    expect(feed.items[0]?.title).toBe(title);
    expect(plainText(feed.items[0]!.summary)).toBe('São Paulo – Mumbai … and back.');
  });
  it('reads a header that says ISO-8859-1 as windows-1252 too', () => {
    expect(read('undeclared-1252.rss', 'application/rss+xml; charset=ISO-8859-1').items[0]?.title).toBe(title);
  });

  const hindi = 'संसद का शीतकालीन सत्र आज से शुरू, कई अहम विधेयक पेश होंगे';
  const tamil = 'சென்னையில் கனமழை: பள்ளிகளுக்கு இன்று விடுமுறை';
  const bengali = 'কলকাতায় শিক্ষকদের র\u200D্যালি, অবরুদ্ধ ধর্মতলা'; // the joiner in র‍্যালি survives
  it.each([
    ['hindi.rss', hindi, 'समाचार – हिंदी'],
    ['hindi-utf16le-bom.rss', hindi, 'समाचार – हिंदी'],
    ['tamil.rss', tamil, 'செய்திகள் – தமிழ்'],
    ['tamil-utf16be.rss', tamil, 'செய்திகள் – தமிழ்'],
    ['bengali.rss', bengali, 'খবর – বাংলা'],
    ['bengali-utf32le.rss', bengali, 'খবর – বাংলা'],
  ])('reads the Indian-language feed %s', (file, first, feedTitle) => {
    const feed = read(file);
    expect(feed.title).toBe(feedTitle);
    expect(feed.items).toHaveLength(2);
    expect(feed.items[0]?.title).toBe(first);
    for (const i of feed.items) {
      // eslint-disable-next-line no-control-regex -- control characters must not survive
      expect(`${i.title} ${plainText(i.summary)}`).not.toMatch(/[\uFFFD\u0000-\u001F\u0080-\u009F]/);
    }
  });
  it('reads IST in an Indian feed as +05:30', () => {
    expect(iso(read('hindi.rss').items[0]!.published)).toBe('2026-11-23T04:45:30.000Z');
    expect(iso(read('tamil.rss').items[0]!.published)).toBe('2026-11-23T02:15:00.000Z');
  });
});

describe('dates from every element that carries one', () => {
  const feed = read('dates.rss');
  const at = '2026-11-23T04:45:30.000Z';
  it.each(['ist', 'numeric', 'gmt', 'dc-date', 'dcterms-issued', 'cest', 'asctime', 'slashed'])(
    'reads the published date of /%s',
    (slug) => {
      expect(iso(byLink(feed, `https://dates.example/${slug}`).published)).toBe(at);
    },
  );
  it('reads updated dates from dcterms:modified and atom:updated', () => {
    expect(iso(byLink(feed, 'https://dates.example/dcterms-modified').updated)).toBe(at);
    expect(iso(byLink(feed, 'https://dates.example/atom-updated').updated)).toBe(at);
  });
  it('reads US zones', () => {
    expect(iso(byLink(feed, 'https://dates.example/est').published)).toBe('2026-11-22T23:15:30.000Z');
  });
  it('has no date for an invalid or missing one', () => {
    expect(byLink(feed, 'https://dates.example/invalid').published).toBeNull();
    expect(byLink(feed, 'https://dates.example/none').published).toBeNull();
  });
  it('reads Atom 0.3 issued, modified and created, and Atom 1.0 published and updated', () => {
    const a03 = read('atom-03.atom');
    expect(iso(a03.items[0]!.published)).toBe(at);
    expect(iso(a03.items[0]!.updated)).toBe('2026-11-23T05:00:00.000Z');
    expect(iso(a03.items[2]!.published)).toBe(at);
    const a10 = read('atom-links.atom');
    expect(iso(a10.items[0]!.published)).toBe(at);
    expect(iso(a10.items[0]!.updated)).toBe('2026-11-23T06:00:00.000Z');
  });
});

describe('text as a reader sees it', () => {
  const feed = read('text.rss');
  const title = (slug: string) => byLink(feed, `https://text.example/${slug}`).title;
  const summary = (slug: string) => plainText(byLink(feed, `https://text.example/${slug}`).summary);
  it('falls back from <title> to dc:title, media:title and the first sentence', () => {
    expect(title('dc-title')).toBe('Title from dc:title');
    expect(title('media-title')).toBe('Title from media:title');
    expect(title('first-sentence')).toBe('Parliament passed the data protection bill on Monday.');
  });
  it('keeps text that mentions a tag and the text of inline markup', () => {
    expect(title('video-tag')).toBe('How the <video> tag replaced plug-ins');
    expect(summary('video-tag')).toBe('Browsers play the <video> element natively.');
    expect(title('inline')).toBe('Markets rally as Sensex gains');
    expect(summary('inline')).toBe('Stocks rose on Monday.');
    expect(read('atom-links.atom').items[0]?.title).toBe('The <video> tag, in HTML');
    expect(read('atom-links.atom').title).toBe('Atom & links');
  });
  it('never lets script or style contents or control characters through', () => {
    expect(summary('script')).toBe('Visible text.');
    expect(title('controls')).toBe('Title with controls');
    expect(title('double')).toBe('Double & escaped');
  });
  it('decodes only references that end in a semicolon, as XML writes them', () => {
    // HTML would read `&reg=south` as `®=south`; in a feed it is a query string.
    const amp = read('bare-ampersand.rss');
    expect(byLink(amp, 'https://amp.example/legacy-entity').title).toBe('Fares ?plan=1&reg=south & more');
    expect(byLink(amp, 'https://amp.example/named').title).toBe('Tom & Jerry © 2026');
  });
  it('counts content:encoded, xhtml:body and RSS <body> as content', () => {
    for (const [slug, text] of [
      ['content-encoded', 'content:encoded'],
      ['xhtml-body', 'xhtml:body'],
      ['rss-body', 'an RSS body'],
    ]) {
      const item = byLink(feed, `https://text.example/${slug}`);
      expect(plainText(item.content ?? '')).toBe(`The full story from ${text}.`);
      expect(plainText(item.summary)).toBe(`The full story from ${text}.`);
    }
  });
  it('decodes Atom 0.3 base64, inline XML and escaped content', () => {
    const [b64, xml, escaped] = read('atom-03.atom').items;
    expect(plainText(b64!.content ?? '')).toBe('The story in base64.');
    expect(plainText(xml!.content ?? '')).toBe('The story as inline XML.');
    expect(escaped!.title).toBe('Escaped title');
    expect(plainText(escaped!.summary)).toBe('Escaped summary.');
    expect(plainText(read('atom-links.atom').items[0]!.summary)).toBe('An XHTML summary.');
  });
  it('picks the HTML alternate link, keeps a link with attributes, resolves xml:base', () => {
    expect(feed.items.map((i) => i.link)).toContain('https://text.example/attributed');
    expect(byLink(feed, 'https://text.example/alt.html').title).toBe('Alternate links');
    const atom = read('atom-links.atom');
    expect(atom.items.map((i) => i.link)).toEqual([
      'https://links.example/news/2026/story.html',
      'https://links.example/news/relative.html',
    ]);
  });
  it('keeps category and dc:subject values whole', () => {
    expect(byLink(feed, 'https://text.example/categories').categories).toEqual([
      'Tamil Nadu',
      'State Politics',
      'Lok Sabha elections',
    ]);
    expect(read('atom-links.atom').items[0]?.categories).toEqual(['Science & Technology']);
  });
});

describe('article images', () => {
  const feed = read('media.rss');
  const image = (slug: string) => byLink(feed, `https://media.example/${slug}`).image;
  it('takes Media RSS thumbnails and the largest media:content image, with their size', () => {
    expect(image('thumb')).toEqual({ url: 'https://media.example/t.jpg', width: 144, height: 81 });
    expect(image('content')).toEqual({ url: 'https://media.example/large.jpg', width: 976, height: 549 });
    expect(image('group')).toEqual({ url: 'https://media.example/clip.jpg', width: 640, height: 360 });
  });
  it('takes image enclosures (RSS and Atom) and nothing else', () => {
    expect(image('enclosure')).toEqual({ url: 'https://feeds.example/img/enc.png', width: null, height: null });
    expect(read('atom-links.atom').items[0]?.image?.url).toBe('https://links.example/img/story.jpg');
    expect(image('audio')).toBeNull();
    expect(image('bad')).toBeNull();
  });
});

describe('bylines', () => {
  const rss = read('bylines.rss');
  const atom = read('bylines.atom');
  const authors = (feed: ParsedFeed, link: string) => byLink(feed, link).authors;
  it('reads RSS author, dc:creator and itunes:author as names, never as e-mail addresses', () => {
    expect(authors(rss, 'https://bylines.example/rss-author')).toEqual(['Priya Raman']);
    expect(authors(rss, 'https://bylines.example/email-only')).toEqual([]);
    expect(authors(rss, 'https://bylines.example/dc-creators')).toEqual(['Arjun Mehta', 'Fatima Sheikh']);
    expect(authors(rss, 'https://bylines.example/itunes')).toEqual(['Meera Iyer']);
  });
  it('gives an RSS item without a byline none (a channel author is not the story’s)', () => {
    expect(authors(rss, 'https://bylines.example/none')).toEqual([]);
  });
  it('reads Atom authors, then the source’s, then the feed’s', () => {
    expect(authors(atom, 'https://bylines.example/atom/two')).toEqual(['Kavita Rao', 'Sanjay Gupta']);
    expect(authors(atom, 'https://bylines.example/atom/source')).toEqual(['Wire Service']);
    expect(authors(atom, 'https://bylines.example/atom/feed')).toEqual(['The Newsroom']);
  });
});

describe('encoded Atom content and entries without a link', () => {
  const feed = read('atom-encoded.atom');
  it('decodes base64 content typed with a media type', () => {
    expect(plainText(byLink(feed, 'https://encoded.example/base64').content ?? '')).toBe(
      'Rupee closes at 83.2 against the dollar.',
    );
  });
  it('keeps the words of escaped markup inside XHTML', () => {
    const item = byLink(feed, 'https://encoded.example/xhtml');
    expect(item.title).toBe('History of the <blink> tag');
    expect(plainText(item.content ?? '')).toBe('Browsers once blinked: the <blink> tag is gone.');
  });
  it('takes an id that is a web address as the link, and only such an id', () => {
    expect(feed.items.map((i) => i.link)).toEqual([
      'https://encoded.example/base64',
      'https://encoded.example/xhtml',
      'https://encoded.example/2026/11/23/id-only',
      null,
    ]);
  });
});

describe('audio, video and what podcasts carry', () => {
  const feed = read('media-audio.rss');
  const item = (slug: string) => byLink(feed, `https://audio.example/${slug}`);
  it('keeps every enclosure with its type and length, and the image behaviour as it was', () => {
    expect(item('morning').enclosures).toEqual([
      { url: 'https://cdn.audio.example/morning.mp3', type: 'audio/mpeg', length: 9437184, kind: 'audio' },
      { url: 'https://cdn.audio.example/morning.jpg', type: 'image/jpeg', length: 20480, kind: 'image' },
    ]);
    expect(item('morning').image?.url).toBe('https://cdn.audio.example/morning.jpg');
    expect(item('evening').enclosures).toEqual([
      { url: 'https://cdn.audio.example/evening.mp4', type: 'video/mp4', length: null, kind: 'video' },
    ]);
  });
  it('reads Media RSS audio in a group, and the group’s description as the summary', () => {
    expect(item('interview').enclosures).toEqual([
      { url: 'https://cdn.audio.example/interview.m4a', type: '', length: 31457280, kind: 'audio' },
    ]);
    expect(plainText(item('interview').summary)).toBe('An interview with the finance minister.');
    expect(item('interview').image?.url).toBe('https://cdn.audio.example/interview.jpg');
  });
  it('reads nested itunes:category and media:category as categories', () => {
    expect(item('morning').categories).toEqual(['News', 'Daily News']);
    expect(item('evening').categories).toEqual(['Politics']);
  });
  it('reads RSS <fullitem> as the content', () => {
    expect(plainText(item('fullitem').content ?? '')).toBe('The whole story, from fullitem.');
    expect(plainText(item('fullitem').summary)).toBe('The whole story, from fullitem.');
  });
  it('keeps the text of an iframe’s fallback content', () => {
    expect(plainText(item('iframe').summary)).toBe('Watch the clip. Your reader shows no frames: watch it here.');
  });
});

describe('what is not a feed', () => {
  it('gives a reason instead of throwing', () => {
    expect(readFeed(Buffer.from('<html><body>Moved</body></html>'), 'text/html', 'https://x.example/')).toEqual({
      ok: false,
      reason: expect.stringMatching(/not an RSS or Atom feed/),
    });
    expect(readFeed(Buffer.alloc(0), null, 'https://x.example/')).toMatchObject({ ok: false });
  });
});
