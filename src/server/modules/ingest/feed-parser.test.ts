import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeDocument } from './decode';
import { extractEntities } from './entities';
import { parseFeed } from './feed-parser';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../tests/fixtures/feeds');
const load = (f: string) => readFileSync(path.join(FIXTURES, f));

describe('feed parsing', () => {
  it('reads RSS 0.92, 1.0, 2.0 and Atom', async () => {
    const formats = await Promise.all(
      ['heraldsun.rss', 'rss-1.rss', 'guardian.rss', 'heise.atom'].map(
        async (f) => (await parseFeed(decodeDocument(load(f), null, 'xml'), 'http://x/')).format,
      ),
    );
    expect(formats).toEqual(['rss 0.92', 'rdf 1.0', 'rss 2.0', 'atom 1.0']);
  });
  it('reads the publisher’s refresh hint from <ttl> or sy:updatePeriod', async () => {
    expect((await parseFeed(decodeDocument(load('narro.rss'), null, 'xml'), 'http://x/')).refreshMinutes).toBe(20);
    expect((await parseFeed(decodeDocument(load('craigslist.rss'), null, 'xml'), 'http://x/')).refreshMinutes).toBe(10);
  });
  it('prefers the Content-Type charset, then the XML declaration, then sniffs', () => {
    const latin1 = Buffer.from('<?xml version="1.0"?><t>Not\xedcias</t>', 'latin1');
    expect(decodeDocument(latin1, 'text/xml; charset=iso-8859-1', 'xml')).toContain('Notícias');
    expect(decodeDocument(latin1, null, 'xml')).toContain('Notícias'); // not valid UTF-8: Windows-1252
    const declared = Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><t>M\xe3e</t>', 'latin1');
    expect(decodeDocument(declared, 'application/xml', 'xml')).toContain('Mãe');
    expect(decodeDocument(Buffer.from('<t>हिंदी</t>'), null, 'xml')).toContain('हिंदी');
  });
});

describe('entities', () => {
  it('finds people, organisations and places once each', () => {
    const e = extractEntities(
      'Sundar Pichai of Google met Narendra Modi in New Delhi. Modi and Pichai spoke about Google in Delhi.',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        { name: 'Sundar Pichai', type: 'person' },
        { name: 'Google', type: 'organisation' },
        { name: 'New Delhi', type: 'place' },
      ]),
    );
    const keys = e.map((x) => `${x.type}:${x.name.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
