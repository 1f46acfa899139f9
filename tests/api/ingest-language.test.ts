import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../helpers/databases';
import { testCrawler, type TestCrawler } from '../helpers/crawler';
import { rss, startFeedServer, type FeedServer } from '../helpers/feed-server';

// What the publisher declares (the item, the feed, the article page, the feeds list) and what
// the text reads as decide each crawled article's language.
const HINDI = {
  title: 'किसानों ने न्यूनतम समर्थन मूल्य की मांग को लेकर आंदोलन तेज किया',
  description: 'संगठनों का कहना है कि सरकार ने अब तक बातचीत का कोई प्रस्ताव नहीं भेजा।',
};
const MARATHI = {
  title: 'कोल्हापुरात पंचगंगा नदीची पाणीपातळी वाढली',
  description: 'नदीकाठच्या गावांना सतर्कतेचा इशारा देण्यात आला आहे.',
};
const BENGALI = {
  title: 'সুন্দরবনে ঘূর্ণিঝড়ের সতর্কতা, মৎস্যজীবীদের সমুদ্রে যেতে নিষেধ',
  description: 'উপকূলের গ্রাম থেকে মানুষকে সরানো শুরু হয়েছে।',
};
const TAMIL = 'மதுரையில் புதிய மேம்பாலம் திறப்பு';
// "Heavy rain": Nepali as much as Hindi, too short for the text to overrule a declaration
// (undeclared, it reads as Hindi).
const RAIN = 'भारी वर्षा';

describe.each(await databaseTargets())('the language of crawled articles ($name)', (target) => {
  let server: FeedServer;
  let c: TestCrawler;
  const o = () => server.origin;
  const languageOf = async (path: string) =>
    (await c.db.selectFrom('articles').select('language').where('url', '=', `${o()}${path}`).executeTakeFirst())
      ?.language;

  beforeAll(async () => {
    server = await startFeedServer();
    c = await testCrawler(target);
    const feed = (path: string, body: string, type = 'application/rss+xml') =>
      server.static(path, body, type, { validators: false });
    // A template's `en-us` over Hindi text: the text wins. A right declaration stands.
    feed('/hi.xml', rss([{ ...HINDI, link: `${o()}/p/hi` }], '<language>en-us</language>'));
    feed('/mr.xml', rss([{ ...MARATHI, link: `${o()}/p/mr` }], '<language>mr-IN</language>'));
    feed('/bn.xml', rss([{ ...BENGALI, link: `${o()}/p/bn` }]));
    feed('/en.xml', rss([{ title: 'Monsoon reaches Kerala three days early', link: `${o()}/p/en` }]));
    // Atom: xml:lang on the feed, and on one entry's title.
    feed(
      '/ta.atom',
      `<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ta"><title>T</title>
      <entry><title>${TAMIL}</title><link href="${o()}/p/ta"/><id>ta-1</id><updated>2025-01-06T08:00:00Z</updated></entry>
      <entry><title xml:lang="en-GB">Chennai metro opens its second line</title><link href="${o()}/p/ta-en"/><id>ta-2</id>
        <updated>2025-01-06T08:00:00Z</updated></entry></feed>`,
      'application/atom+xml',
    );
    // Nothing declared but the feeds list; and a page's <html lang>.
    feed('/ne.xml', rss([{ title: RAIN, description: RAIN, link: `${o()}/p/ne` }]));
    feed('/page.xml', rss([{ title: RAIN, description: RAIN, link: `${o()}/p/ne-page` }]));
    feed('/rain.xml', rss([{ title: RAIN, description: RAIN, link: `${o()}/p/rain` }]));
    server.static(
      '/p/ne-page',
      '<!doctype html><html lang="ne-NP"><head><title>x</title></head><body></body></html>',
      'text/html',
    );
    const entry = (path: string, language?: string) => ({
      url: `${o()}${path}`,
      source: `Feed ${path}`,
      category: 'India',
      ...(language ? { language } : {}),
    });
    const s = await c.service.crawlAll(
      [
        entry('/hi.xml'),
        entry('/mr.xml'),
        entry('/bn.xml'),
        entry('/en.xml'),
        entry('/ta.atom'),
        entry('/ne.xml', 'ne'),
        entry('/page.xml'),
        entry('/rain.xml'),
      ],
      { concurrency: 1 },
    );
    expect(s).toMatchObject({ feedsFailed: 0, itemsNew: 9 });
  });
  afterAll(async () => {
    await c.close();
    await server.close();
  });

  it('reads the language from the text where the declaration contradicts it', async () => {
    expect(await languageOf('/p/hi')).toBe('hi');
  });

  it('takes what the feed, the item and the feeds list declare', async () => {
    expect(await languageOf('/p/mr')).toBe('mr');
    expect(await languageOf('/p/ta')).toBe('ta');
    expect(await languageOf('/p/ta-en')).toBe('en');
    expect(await languageOf('/p/ne')).toBe('ne');
  });

  it('takes the article page’s <html lang> when the feed declares nothing', async () => {
    expect(await languageOf('/p/ne-page')).toBe('ne');
  });

  it('detects the language where nothing is declared', async () => {
    expect(await languageOf('/p/bn')).toBe('bn');
    expect(await languageOf('/p/en')).toBe('en');
    expect(await languageOf('/p/rain')).toBe('hi');
  });
});
