import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../helpers/databases';
import { testCrawler, type TestCrawler } from '../helpers/crawler';
import { articlePage, rss, startFeedServer, type FeedServer } from '../helpers/feed-server';

describe.each(await databaseTargets())('articles from feeds ($name)', (target) => {
  let server: FeedServer;
  let c: TestCrawler;
  const feed = (path: string, category = 'general') => ({
    url: `${server.origin}${path}`,
    source: 'Test Times',
    category,
  });
  const article = (url: string) => c.db.selectFrom('articles').selectAll().where('url', '=', url).executeTakeFirst();

  beforeAll(async () => {
    server = await startFeedServer();
    c = await testCrawler(target);
    const o = server.origin;
    server.static(
      '/story/markets.html',
      articlePage('Markets rally', `${o}/story/markets-canonical.html?utm_source=rss`),
      'text/html',
    );
    server.static('/story/shared.html', articlePage('Shared story'), 'text/html');
    server.static('/story/gone.html', articlePage('Gone story'), 'text/html');
    // No validators: every crawl gets the full feed, so dedupe is what keeps it to one article.
    server.static(
      '/a.xml',
      rss([
        {
          title: 'Markets rally',
          link: `${o}/story/markets.html?utm_source=feed&utm_medium=rss#top`,
          category: 'Markets',
        },
        {
          title: 'Shared story',
          link: `${o}/story/shared.html?utm_campaign=a&fbclid=xyz`,
          guid: 'tag:test,2025:shared',
        },
      ]),
      'application/rss+xml',
      { validators: false },
    );
    server.static(
      '/b.xml',
      rss([
        { title: 'Shared story', link: `${o}/story/shared.html?gclid=123&mc_cid=9` },
        { title: 'Gone story', link: `${o}/story/gone.html` },
      ]),
      'application/rss+xml',
      { validators: false },
    );
  });
  afterAll(async () => {
    await c.close();
    await server.close();
  });

  it('stores the main text as markdown, entities, and the page’s canonical URL', async () => {
    const s = await c.service.crawlAll([feed('/a.xml'), feed('/b.xml', 'Business')], { concurrency: 1 });
    expect(s).toMatchObject({ feedsOk: 2, feedsFailed: 0, itemsNew: 3 });
    const markets = await article(`${server.origin}/story/markets-canonical.html`);
    expect(markets).toBeDefined();
    expect(markets?.category).toBe('Business'); // a general feed: the item's "Markets" section
    expect(markets?.text).toMatch(/^Prime Minister Narendra Modi met/); // the h1 repeats the title
    expect(markets?.text).toContain('[encouraging](' + server.origin + '/more)');
    expect(markets?.text).not.toMatch(/MENU-NAVIGATION|BUY-NOW-ADVERT|COPYRIGHT-FOOTER/);
    expect(markets?.entities).toEqual(
      expect.arrayContaining([
        { name: 'Narendra Modi', type: 'person' },
        { name: 'Tata Consultancy Services', type: 'organisation' },
        { name: 'Mumbai', type: 'place' },
      ]),
    );
    const names = markets!.entities.map((e) => `${e.type}:${e.name.toLowerCase()}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps one article for the same story in two feeds with different tracking parameters', async () => {
    const rows = await c.db
      .selectFrom('articles')
      .select(['url', 'category'])
      .where('title', '=', 'Shared story')
      .execute();
    expect(rows).toEqual([{ url: `${server.origin}/story/shared.html`, category: expect.any(String) }]);
    expect(server.paths().filter((p) => p === '/story/shared.html')).toHaveLength(1);
  });

  it('adds nothing on a second crawl of the same feeds', async () => {
    const before = server.log.length;
    const s = await c.service.crawlAll([feed('/a.xml'), feed('/b.xml', 'Business')]);
    expect(s).toMatchObject({ feedsOk: 2, itemsNew: 0, itemsUpdated: 0, itemsSkipped: 4 });
    const n = await c.db
      .selectFrom('articles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(3);
    // Known items are not fetched again: only the two feeds were requested.
    expect(server.paths().slice(before)).toEqual(expect.arrayContaining(['/a.xml', '/b.xml']));
    expect(
      server
        .paths()
        .slice(before)
        .filter((p) => p.startsWith('/story/')),
    ).toEqual([]);
  });

  it('does not bring back a deleted article', async () => {
    const url = `${server.origin}/story/gone.html`;
    await c.db.deleteFrom('articles').where('url', '=', url).execute();
    const s = await c.service.crawlFeed(feed('/b.xml', 'Business'));
    expect(s).toMatchObject({ ok: true, new: 0 });
    expect(await article(url)).toBeUndefined();
    const tomb = await sql<{
      n: number;
    }>`select count(*)::int as n from ingest_tombstones where article_url = ${url}`.execute(c.db);
    expect(tomb.rows[0]?.n).toBe(1);
  });

  it('updates an article whose title the publisher corrected', async () => {
    server.static(
      '/c.xml',
      rss([{ title: 'Shared story, corrected', link: `${server.origin}/story/shared.html` }]),
      'application/rss+xml',
      { validators: false },
    );
    const s = await c.service.crawlFeed(feed('/c.xml'));
    expect(s).toMatchObject({ ok: true, new: 0, updated: 1 });
    expect((await article(`${server.origin}/story/shared.html`))?.title).toBe('Shared story, corrected');
  });
});

describe('pacing by Crawl-delay', () => {
  it('spaces requests to a host by its robots.txt Crawl-delay', async () => {
    const server = await startFeedServer();
    server.robots = 'User-agent: KhabarBot\nCrawl-delay: 0.3\nAllow: /\n';
    for (const i of [1, 2, 3]) server.static(`/f${i}.xml`, rss([]), 'application/rss+xml');
    const [target] = await databaseTargets();
    const c = await testCrawler(target!);
    try {
      await c.service.crawlAll(
        [1, 2, 3].map((i) => ({ url: `${server.origin}/f${i}.xml`, source: 'S', category: 'India' })),
        { concurrency: 3 },
      );
      const times = server.log.map((r) => r.at);
      expect(server.paths()[0]).toBe('/robots.txt');
      expect(times).toHaveLength(4);
      for (let i = 2; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(280);
    } finally {
      await c.close();
      await server.close();
    }
  }, 120_000);
});
