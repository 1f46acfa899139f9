import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFeeds, formatChecks } from '#server/modules/ingest/feed-check.ts';
import { createFetcher, type Fetcher } from '#server/modules/ingest/fetcher.ts';
import { rss, startFeedServer, type FeedServer } from '../helpers/feed-server';

// `npm run feeds:check`: each feed fetched once, politely, and reported; nothing stored.
describe('checking the feed list', () => {
  let server: FeedServer;
  let fetcher: Fetcher;
  beforeAll(async () => {
    server = await startFeedServer();
    server.static(
      '/good.xml',
      rss([
        { title: 'Older', link: `${server.origin}/1`, pubDate: 'Mon, 23 Nov 2026 08:00:00 IST' },
        { title: 'Newer', link: `${server.origin}/2`, pubDate: 'Mon, 23 Nov 2026 09:30:00 IST' },
      ]),
      'application/rss+xml',
    );
    server.static(
      '/hindi.xml',
      rss(
        [
          {
            title: 'केरल में तीन दिन पहले पहुंचा मानसून',
            link: `${server.origin}/3`,
            description: 'मानसून ने गुरुवार को केरल में दस्तक दी और अगले हफ्ते तक पूरे दक्षिण भारत में बारिश होगी।',
          },
        ],
        '<language>en-us</language>',
      ),
      'application/rss+xml',
    );
    server.static('/page.html', '<html><body>Moved</body></html>', 'text/html');
    server.route('/down.xml', (_req, res) => void res.writeHead(503).end());
    fetcher = createFetcher({
      siteUrl: 'http://khabar.test',
      allowPrivate: true,
      minDelayMs: 0,
      timeoutMs: 5_000,
      maxBytes: 1024 * 1024,
    });
  });
  afterAll(async () => {
    await fetcher.close();
    await server.close();
  });

  it('reports status, item count and newest date, and why a feed failed', async () => {
    const feeds = ['good.xml', 'page.html', 'down.xml'].map((f) => ({
      url: `${server.origin}/${f}`,
      source: 'Test',
      category: 'India',
    }));
    // An unreachable host (nothing listens on port 1) is reported like any other failure.
    feeds.push({ url: 'http://127.0.0.1:1/feed.xml', source: 'Offline', category: 'India' });
    const checks = await checkFeeds(feeds, fetcher);
    expect(checks.map((c) => [c.ok, c.httpStatus, c.items, c.newest])).toEqual([
      [true, 200, 2, '2026-11-23T04:00:00.000Z'],
      [false, 200, 0, null],
      [false, 503, 0, null],
      [false, null, 0, null],
    ]);
    expect(checks[1]?.reason).toMatch(/not an RSS or Atom feed/);
    expect(checks[2]?.reason).toBe('HTTP 503');
    expect(checks[3]?.reason).toBeTruthy();
    const report = formatChecks(checks);
    expect(report.split('\n')).toHaveLength(5);
    expect(report).toMatch(/feeds ok 1, failed 3$/);
  });

  it('reports the language its items would be stored in, and a feeds list that says otherwise', async () => {
    const entry = { url: `${server.origin}/hindi.xml`, source: 'Hindi Test', category: 'India' };
    const again = { ...entry, url: `${entry.url}?again`, language: 'mr' };
    const [plain, listed] = await checkFeeds([entry, again], fetcher);
    expect([plain?.language, plain?.listed, listed?.language, listed?.listed]).toEqual(['hi', null, 'hi', 'mr']);
    const lines = formatChecks([plain!, listed!]).split('\n');
    expect(lines[0]).toMatch(/ hi {2}Hindi Test: /);
    expect(lines[1]).toMatch(/ hi {2}Hindi Test: .* \(listed as mr\)$/);
  });
});
