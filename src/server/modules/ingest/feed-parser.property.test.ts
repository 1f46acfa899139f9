import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
/* eslint-disable no-control-regex -- control characters are what the checks look for */
import { readFeed, type FeedReading } from './feed-parser';

// Whatever bytes a server sends, reading them gives items or a reason, and never throws; the
// only reason is that the bytes are no feed (an internal error would show as another reason).
function wellFormed(r: FeedReading): boolean {
  if (!r.ok) return /^not an RSS or Atom feed/.test(r.reason);
  return (
    Array.isArray(r.feed.items) &&
    r.feed.items.every(
      (i) =>
        (i.title === null || !/[\u0000-\u001F\u007F-\u009F]/.test(i.title)) &&
        (i.link === null || /^https?:\/\//.test(i.link)) &&
        (i.published === null || !Number.isNaN(i.published.getTime())) &&
        typeof i.summary === 'string',
    )
  );
}

// Pieces of real feeds, shuffled and cut: closer to what breaks a parser than random bytes.
const piece = fc.constantFrom(
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<?xml version="1.0" encoding="utf-16"?>',
  '<rss version="2.0">',
  '</rss>',
  '<channel>',
  '</channel>',
  '<item>',
  '</item>',
  '<feed xmlns="http://www.w3.org/2005/Atom">',
  '</feed>',
  '<entry>',
  '</entry>',
  '<title>',
  '</title>',
  '<link>',
  '</link>',
  '<link rel="alternate" type="text/html" href="/a"/>',
  '<guid>1</guid>',
  '<pubDate>Mon, 23 Nov 2026 10:15:30 IST</pubDate>',
  '<description><![CDATA[<p>x</p>',
  ']]>',
  '</description>',
  '&amp;',
  '&lt;video&gt;',
  '<media:thumbnail url="http://a/b.jpg" width="x"/>',
  '<content mode="base64">',
  '</content>',
  '<rdf:RDF>',
  '<b>',
  '</b>',
  '\u0000',
  '\uFFFF',
  '<!--',
  '-->',
  '<![CDATA[',
  'हिंदी',
  '&#x1;',
  '<dc:date>2026-02-30</dc:date>',
  'xml:base="::"',
);
const feedish = fc
  .array(fc.oneof(piece, fc.string({ maxLength: 20 })), { maxLength: 60 })
  .map((parts) => Buffer.from(parts.join('')));
const contentType = fc.constantFrom(
  null,
  'application/xml',
  'text/xml; charset=utf-16',
  'application/rss+xml; charset=x-unknown',
  'text/html; charset=iso-8859-1',
);

describe('reading a feed never throws', () => {
  it('on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), contentType, (bytes, type) =>
        wellFormed(readFeed(bytes, type, 'https://f.example/rss')),
      ),
      { numRuns: 300 },
    );
  });
  it('on shuffled pieces of feeds', () => {
    fc.assert(
      fc.property(feedish, contentType, (bytes, type) => wellFormed(readFeed(bytes, type, 'https://f.example/rss'))),
      { numRuns: 500 },
    );
  });
  it('returns items for a feed that has them', () => {
    const xml = Buffer.from(
      '<rss><channel><item><title>A</title><link>https://a.example/1</link></item></channel></rss>',
    );
    const r = readFeed(xml, null, 'https://a.example/rss');
    expect(r.ok && r.feed.items.map((i) => i.title)).toEqual(['A']);
  });
});
