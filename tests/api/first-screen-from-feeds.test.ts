import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '#shared/constants.ts';
import { publicReadSource } from '#server/lib/public-reads.ts';
import { renderFirstView } from '#app/entry-server.tsx';
import { crawlerOn, type TestCrawler } from '../helpers/crawler';
import { databaseTargets } from '../helpers/databases';
import { testApp, type TestApp } from '../helpers/app';
import { FIXTURE_DIR, startFeedServer, type FeedServer } from '../helpers/feed-server';

// Every first screen the server renders, over the stories of real publishers' feeds and of the
// hand-written feeds in the wild (tests/fixtures/feeds): whatever a feed holds (pictures over
// http, odd bylines, right-to-left text, audio, no summary), the server's render of the home, of
// every category, of a search and of each article's page is the page, not a failure the browser
// would have to make good.
const FEEDS = [
  ...readdirSync(FIXTURE_DIR).filter((f) => /\.(rss|atom)$/.test(f)),
  ...readdirSync(path.join(FIXTURE_DIR, 'wild'))
    .filter((f) => /\.(rss|atom)$/.test(f))
    .map((f) => `wild/${f}`),
];
const NONCE = 'n0nce';
// A publisher that still gives its pictures over plain http, with today's story.
const PLAIN_HTTP_TITLE = 'Boat race on the backwaters draws record crowds';
const plainHttpFeed = (published: Date) =>
  `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel>` +
  `<title>Plain</title><link>http://plain.example/</link><item><title>${PLAIN_HTTP_TITLE}</title>` +
  `<link>http://plain.example/boats</link><pubDate>${published.toUTCString()}</pubDate>` +
  `<media:content url="http://plain.example/boats.jpg" medium="image" width="1200" height="675"/></item></channel></rss>`;

describe.each(await databaseTargets())('first screens rendered from real feeds ($name)', (target) => {
  let t: TestApp;
  let server: FeedServer;
  let crawler: TestCrawler;
  const render = (url: string) => renderFirstView(url, { nonce: NONCE, fetch: publicReadSource(t.app) });

  beforeAll(async () => {
    t = await testApp(target);
    server = await startFeedServer();
    for (const f of FEEDS) server.static(`/${f}`, readFileSync(path.join(FIXTURE_DIR, f)), 'application/xml');
    crawler = crawlerOn(t.handle, {}, { fetchPages: false });
    const summary = await crawler.service.crawlAll(
      FEEDS.map((f, i) => ({
        url: `${server.origin}/${f}`,
        source: `Feed ${i + 1}`,
        category: CATEGORIES[i % CATEGORIES.length]!,
      })),
    );
    expect(summary.itemsNew).toBeGreaterThan(200);
    // Read last, dated a second on: the newest story (the undated ones above are dated as read).
    server.static('/plain-http.rss', plainHttpFeed(new Date(Date.now() + 1000)), 'application/rss+xml');
    const plain = { url: `${server.origin}/plain-http.rss`, source: 'Plain Wire', category: CATEGORIES[0]! };
    expect((await crawler.service.crawlAll([plain])).itemsNew).toBe(1);
  }, 180_000);
  afterAll(async () => {
    await crawler.fetcher.close();
    await server.close();
    await t.close();
  });

  const httpPictures = (html: string) => [...html.matchAll(/<img\b[^>]*\ssrc="(http:[^"]*)"/g)];

  it('renders the home, every category and a search with their stories', async () => {
    const home = await render('/dashboard/news');
    expect(home?.status).toBe(200);
    expect(home!.html).toContain('Top stories');
    expect(home!.html).toContain(PLAIN_HTTP_TITLE);
    expect(home!.html).toContain('src="https://plain.example/boats.jpg"');
    expect(httpPictures(home!.html)).toEqual([]);
    for (const category of CATEGORIES) {
      const page = await render(`/pages/news/list?category=${encodeURIComponent(category)}`);
      expect(page?.status, category).toBe(200);
      expect(page!.html, category).toMatch(new RegExp(`<h1[^>]*>${category}</h1>`));
      expect(page!.html, category).toContain('<article');
      expect(httpPictures(page!.html), category).toEqual([]);
    }
    const search = await render('/pages/news/search?q=backwaters');
    expect(search?.status).toBe(200);
    expect(search!.html).toContain(PLAIN_HTTP_TITLE);
    expect(httpPictures(search!.html)).toEqual([]);
  });

  it("renders an article's page from every feed", async () => {
    // The newest two of each feed: every feed's shape of story, without rendering hundreds.
    const articles = await t.handle.db
      .selectFrom((db) =>
        db
          .selectFrom('articles')
          .select((eb) => [
            'url',
            eb.fn
              .agg<number>('row_number')
              .over((o) => o.partitionBy('source').orderBy('published', 'desc'))
              .as('n'),
          ])
          .as('ranked'),
      )
      .select('url')
      .where('n', '<=', 2)
      .execute();
    expect(articles.length).toBeGreaterThan(FEEDS.length);
    for (const { url } of articles) {
      const page = await render(`/pages/news/details/${encodeURIComponent(url)}`);
      expect(page?.status, url).toBe(200);
      expect(httpPictures(page!.html), url).toEqual([]);
    }
  });
});
