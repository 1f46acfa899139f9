import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../helpers/databases';
import { testCrawler, type TestCrawler } from '../helpers/crawler';
import { articlePage, rss, startFeedServer, type FeedServer } from '../helpers/feed-server';

const entry = (url: string) => ({ url, source: 'Polite Test', category: 'India' });

describe.each(await databaseTargets())('polite fetching ($name)', (target) => {
  let server: FeedServer;
  let c: TestCrawler;
  beforeAll(async () => {
    server = await startFeedServer();
    c = await testCrawler(target, { timeoutMs: 1500, maxBytes: 64 * 1024 });
  });
  afterAll(async () => {
    await c.close();
    await server.close();
  });
  afterEach(() => {
    server.log.length = 0;
  });

  it('never requests a feed or an article page that robots.txt disallows', async () => {
    server.robots = 'User-agent: *\nDisallow: /members/\n\nUser-agent: KhabarBot\nDisallow: /private/\n';
    server.static(
      '/private/feed.xml',
      rss([{ title: 'Secret', link: `${server.origin}/p/secret` }]),
      'application/rss+xml',
    );
    server.static(
      '/news/robots-feed.xml',
      rss([{ title: 'Open story', link: `${server.origin}/private/story.html` }]),
      'application/rss+xml',
    );
    server.static('/private/story.html', articlePage('Open story'), 'text/html');

    const blocked = await c.service.crawlFeed(entry(`${server.origin}/private/feed.xml`));
    expect(blocked.ok).toBe(false);
    expect(blocked.reason).toMatch(/robots\.txt disallows/);

    const open = await c.service.crawlFeed(entry(`${server.origin}/news/robots-feed.xml`));
    expect(open).toMatchObject({ ok: true, new: 1 });
    const stored = await c.db
      .selectFrom('articles')
      .select(['text', 'summary'])
      .where('title', '=', 'Open story')
      .executeTakeFirstOrThrow();
    expect(stored.text).toBeNull(); // only the feed's summary is kept
    expect(stored.summary).toBe('About Open story');

    expect(server.paths().filter((p) => p.startsWith('/private/'))).toEqual([]);
    expect(
      server.log.every((r) =>
        /^KhabarBot\/1\.0 \(\+http:\/\/khabar\.test\/pages\/bot-info\)$/.test(String(r.headers['user-agent'])),
      ),
    ).toBe(true);
  });

  it('stays away from a site that opts out as the bot-info page says', async () => {
    const site = await startFeedServer();
    try {
      site.robots = 'User-agent: *\nAllow: /\n\nUser-agent: KhabarBot\nDisallow: /\n';
      site.static('/feed.xml', rss([{ title: 'Opted out', link: `${site.origin}/story` }]), 'application/rss+xml');
      const r = await c.service.crawlFeed(entry(`${site.origin}/feed.xml`));
      expect(r.reason).toMatch(/robots\.txt disallows/);
      expect(site.paths()).toEqual(['/robots.txt']);
    } finally {
      await site.close();
    }
  });

  it('sends a conditional GET the second time and does not parse a 304', async () => {
    server.static(
      '/news/cond.xml',
      rss([{ title: 'Conditional one', link: `${server.origin}/cond-1` }]),
      'application/rss+xml',
    );
    const first = await c.service.crawlFeed(entry(`${server.origin}/news/cond.xml`));
    expect(first).toMatchObject({ ok: true, new: 1, notModified: false });
    const second = await c.service.crawlFeed(entry(`${server.origin}/news/cond.xml`));
    expect(second).toMatchObject({ ok: true, notModified: true, new: 0, updated: 0, skipped: 0 });
    const requests = server.log.filter((r) => r.path === '/news/cond.xml');
    expect(requests).toHaveLength(2);
    expect(requests[0]?.headers['if-none-match']).toBeUndefined();
    expect(requests[1]?.headers['if-none-match']).toMatch(/^"/);
    expect(requests[1]?.headers['if-modified-since']).toBe('Wed, 01 Jan 2025 10:00:00 GMT');
    expect(await c.repo.feed(`${server.origin}/news/cond.xml`)).toMatchObject({
      last_status: 'not-modified',
      http_status: 304,
    });
  });

  it('gives up on a server that never answers', async () => {
    server.route('/news/hang.xml', () => undefined); // holds the request open for ever
    const r = await c.service.crawlFeed(entry(`${server.origin}/news/hang.xml`));
    expect(r.ok).toBe(false);
    expect(r.reason).toMatch(/no answer .* in time/);
  });

  it('refuses a response over the size limit, declared or streamed', async () => {
    server.static('/news/huge.xml', 'x'.repeat(200 * 1024), 'application/rss+xml');
    server.route('/news/stream.xml', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/rss+xml' }); // chunked: no length given
      for (let i = 0; i < 100; i++) res.write('y'.repeat(1024));
      res.end();
    });
    expect((await c.service.crawlFeed(entry(`${server.origin}/news/huge.xml`))).reason).toMatch(/exceeds 65536/);
    expect((await c.service.crawlFeed(entry(`${server.origin}/news/stream.xml`))).reason).toMatch(/exceeds 65536/);
  });

  it('follows at most five redirects, each checked against robots.txt', async () => {
    for (let i = 0; i < 8; i++) {
      server.route(`/loop/${i}`, (_req, res) => void res.writeHead(302, { location: `/loop/${i + 1}` }).end());
    }
    const loop = await c.service.crawlFeed(entry(`${server.origin}/loop/0`));
    expect(loop.reason).toMatch(/more than 5 redirects/);
    expect(server.paths().filter((p) => p.startsWith('/loop/'))).toHaveLength(6);

    server.robots = 'User-agent: *\nDisallow: /private/\n';
    server.route('/news/moved.xml', (_req, res) => void res.writeHead(301, { location: '/private/feed.xml' }).end());
    const moved = await c.service.crawlFeed(entry(`${server.origin}/news/moved.xml`));
    expect(moved.reason).toMatch(/robots\.txt disallows/);
    expect(server.paths()).not.toContain('/private/feed.xml');
  });

  it('backs off after an error and honours Retry-After', async () => {
    server.route('/news/busy.xml', (_req, res) => void res.writeHead(503, { 'retry-after': '7200' }).end());
    const before = Date.now();
    const r = await c.service.crawlFeed(entry(`${server.origin}/news/busy.xml`));
    expect(r.reason).toBe('HTTP 503');
    const state = await c.repo.feed(`${server.origin}/news/busy.xml`);
    expect(state).toMatchObject({ last_status: 'failed', http_status: 503, error_count: 1, last_error: 'HTTP 503' });
    expect(new Date(state!.next_check).getTime() - before).toBeGreaterThanOrEqual(0.9 * 7200 * 1000);
  });

  it('asks one host for one thing at a time', async () => {
    for (let i = 0; i < 4; i++) {
      server.route(`/slow/${i}.xml`, (_req, res) => {
        setTimeout(() => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss([])), 30);
      });
    }
    server.maxConcurrent = 0;
    const s = await c.service.crawlAll(
      [0, 1, 2, 3].map((i) => entry(`${server.origin}/slow/${i}.xml`)),
      { concurrency: 4 },
    );
    expect(s.feedsOk).toBe(4);
    expect(server.maxConcurrent).toBe(1);
  });
});

describe('the address guard', () => {
  it('refuses loopback and private addresses without sending a request', async () => {
    const server = await startFeedServer();
    server.static('/feed.xml', rss([{ title: 'x', link: `${server.origin}/x` }]), 'application/rss+xml');
    const [target] = await databaseTargets();
    const c = await testCrawler(target!, { allowPrivate: false });
    try {
      const r = await c.service.crawlFeed(entry(`${server.origin}/feed.xml`));
      expect(r.ok).toBe(false);
      expect(r.reason).toMatch(/refused non-public address 127\.0\.0\.1/);
      const viaName = await c.service.crawlFeed(entry(`http://localhost:${new URL(server.origin).port}/feed.xml`));
      expect(viaName.reason).toMatch(/refused non-public address/);
      expect(server.log).toEqual([]);
    } finally {
      await c.close();
      await server.close();
    }
  }, 120_000);
});
