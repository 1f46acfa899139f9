import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../helpers/databases';
import { testCrawler, type TestCrawler } from '../helpers/crawler';
import { FIXTURE_DIR, fixture, startFeedServer, type FeedServer } from '../helpers/feed-server';

// The real-world feeds (RSS 0.92, 1.0, 2.0, Atom; odd encodings; broken files) crawled together.
const FIXTURES = readdirSync(FIXTURE_DIR).filter((f) => /\.(rss|atom)$/.test(f));
const REJECTED: Record<string, RegExp> = {
  'unrecognized.rss': /not an RSS or Atom feed/,
  'incomplete-fields.atom': /no usable items \(1 no link\)/,
  'missing-fields.atom': /no usable items \(1 no link\)/,
};

describe.each(await databaseTargets())('ingesting the fixture feeds ($name)', (target) => {
  let server: FeedServer;
  let c: TestCrawler;
  let summary: Awaited<ReturnType<TestCrawler['service']['crawlAll']>>;
  const feedUrl = (f: string) => `${server.origin}/feeds/${f}`;

  beforeAll(async () => {
    server = await startFeedServer();
    // Served as publishers do: a generic XML type, no charset; the XML declaration decides.
    for (const f of FIXTURES) server.static(`/feeds/${f}`, fixture(f), 'application/xml');
    // Fixture items link to the real web: only the feeds are fetched here.
    c = await testCrawler(target, {}, { fetchPages: false });
    summary = await c.service.crawlAll(
      FIXTURES.map((f) => ({ url: feedUrl(f), source: 'Fixture', category: 'general' })),
    );
  }, 240_000); // ~400 items with entity extraction: slow when the machine is busy
  afterAll(async () => {
    await c.close();
    await server.close();
  });

  it('ingests every good fixture and rejects each broken one with a logged reason', () => {
    for (const f of FIXTURES) {
      const r = summary.results.find((x) => x.url === feedUrl(f));
      expect(r, f).toBeDefined();
      if (REJECTED[f]) {
        expect(r?.ok, f).toBe(false);
        expect(r?.reason, f).toMatch(REJECTED[f]);
        const logged = c.log.lines.find((l) => l.data.feed === feedUrl(f) && l.msg === 'feed rejected');
        expect(logged?.data.reason, f).toMatch(REJECTED[f]);
      } else {
        expect(r?.ok, `${f}: ${r?.reason}`).toBe(true);
        expect(r?.new, f).toBeGreaterThan(0);
      }
    }
    expect(summary.feedsFailed).toBe(Object.keys(REJECTED).length);
    expect(summary.feedsOk).toBe(FIXTURES.length - Object.keys(REJECTED).length);
  });

  it('stores each feed status for admins', async () => {
    const bad = await c.repo.feed(feedUrl('unrecognized.rss'));
    expect(bad).toMatchObject({ last_status: 'failed', error_count: 1, http_status: 200 });
    expect(bad?.last_error).toMatch(/not an RSS or Atom feed/);
    const good = await c.repo.feed(feedUrl('guardian.rss'));
    expect(good).toMatchObject({ last_status: 'ok', error_count: 0, last_error: null });
    expect(good?.etag).toBeTruthy();
    expect(new Date(good!.next_check).getTime()).toBeGreaterThan(Date.now());
  });

  it('decodes ISO-8859-1 feeds, declared or not, to the right characters', async () => {
    const titles = (await c.db.selectFrom('articles').select('title').execute()).map((r) => r.title);
    expect(titles).toContain('Mãe de utente é a nova presidente da Raríssimas'); // encoding.rss declares it
    expect(titles).toContain('Ibope: Bolsonaro perde de Haddad, Ciro e Alckmin em simulações de 2º turno'); // uolNoticias.rss does not
    expect(titles.some((t) => t.includes('\uFFFD'))).toBe(false);
  });

  it('keeps summaries as plain text and maps categories onto Khabar’s', async () => {
    const rows = await c.db.selectFrom('articles').select(['summary', 'category', 'url']).execute();
    expect(rows.length).toBe(summary.itemsNew);
    for (const r of rows) {
      expect(r.summary).not.toMatch(/<[a-z][^>]*>/i);
      expect(r.summary.length).toBeLessThanOrEqual(600);
      expect(r.url).toMatch(/^https?:\/\//);
      expect(r.url).not.toMatch(/[?&]utm_/);
    }
    // rss-1.rss items carry "Botany," / "Microbiology": a general feed takes the item's section.
    const science = await c.db
      .selectFrom('articles')
      .select('category')
      .where('url', 'like', 'http://science.sciencemag.org/%')
      .execute();
    expect(science.some((r) => r.category === 'Science')).toBe(true);
  });
});
