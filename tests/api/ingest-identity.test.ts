import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { articlePageSchema } from '#shared/schemas/news.ts';
import { createIngestRepository } from '#server/modules/ingest/repository.ts';
import { testApp } from '../helpers/app';
import { databaseTargets } from '../helpers/databases';
import { testCrawler, type TestCrawler } from '../helpers/crawler';
import { FIXTURE_DIR, articlePage, rss, startFeedServer, type FeedServer } from '../helpers/feed-server';

// Identity, dates and pictures of stories as publishers' feeds give them (tests/fixtures/feeds/wild).
const wild = (f: string) => readFileSync(path.join(FIXTURE_DIR, 'wild', f));
const FETCHED_AT = new Date('2026-11-23T12:00:00Z');

describe.each(await databaseTargets())('stories from feeds in the wild ($name)', (target) => {
  let server: FeedServer;
  let c: TestCrawler;
  const feed = (f: string) => ({ url: `${server.origin}/${f}`, source: 'Wild', category: 'India' });
  const article = (url: string) => c.db.selectFrom('articles').selectAll().where('url', '=', url).executeTakeFirst();
  const titled = (title: string) => c.db.selectFrom('articles').selectAll().where('title', '=', title).execute();

  beforeAll(async () => {
    server = await startFeedServer();
    for (const f of [
      'identity.rss',
      'syndicated-a.rss',
      'syndicated-b.rss',
      'dates.rss',
      'media.rss',
      'hindi-utf16le-bom.rss',
      'tamil-utf16be.rss',
      'bengali.rss',
    ]) {
      // No validators: a second crawl reads the whole feed again.
      server.static(`/${f}`, wild(f), 'application/xml', { validators: false });
    }
    c = await testCrawler(target, {}, { fetchPages: false, now: () => FETCHED_AT });
    await c.service.crawlAll(['identity.rss', 'syndicated-a.rss', 'dates.rss', 'media.rss'].map(feed), {
      concurrency: 1,
    });
    await c.service.crawlFeed(feed('syndicated-b.rss'));
  }, 120_000);
  afterAll(async () => {
    await c.close();
    await server.close();
  });

  it('keeps live-blog posts on one page apart by their fragments when their GUIDs differ', async () => {
    expect(await article('https://id.example/live/results#post-1')).toMatchObject({
      title: 'Live: counting day, 9 am',
    });
    expect(await article('https://id.example/live/results#post-2')).toMatchObject({
      title: 'Live: counting day, 10 am',
    });
    expect(await article('https://id.example/live/results')).toBeUndefined();
    // A navigation fragment is no story of its own.
    expect(await article('https://id.example/story/top')).toMatchObject({ title: 'Back to top link' });
  });

  it('does not let a GUID reused for another link overwrite the first story', async () => {
    expect(await article('https://id.example/story/monsoon')).toMatchObject({ title: 'Monsoon session opens' });
    expect(await article('https://id.example/story/budget')).toMatchObject({ title: 'Budget date announced' });
    const again = await c.service.crawlFeed(feed('identity.rss'));
    expect(again).toMatchObject({ ok: true, new: 0, updated: 0, skipped: 5 });
    expect(await article('https://id.example/story/monsoon')).toMatchObject({ title: 'Monsoon session opens' });
  });

  it('keeps one article for a story two feeds syndicate, and records both feeds', async () => {
    const rows = await titled('Monsoon arrives in Kerala');
    expect(rows.map((r) => r.url)).toEqual(['https://wire.example/story/monsoon-kerala']);
    expect(await c.repo.feedsOf('https://wire.example/story/monsoon-kerala')).toEqual([
      feed('syndicated-a.rss').url,
      feed('syndicated-b.rss').url,
    ]);
    // Both feeds call it guid "1"; scoped to their feeds, the GUIDs do not collide with the
    // identity feed's "1" either.
    expect(await c.repo.feedsOf('https://wire.example/story/cyclone')).toEqual([feed('syndicated-b.rss').url]);
  });

  it('reads named zones and marks items without a usable date as dated when first seen', async () => {
    const when = async (slug: string) => article(`https://dates.example/${slug}`);
    for (const slug of [
      'ist',
      'numeric',
      'gmt',
      'dc-date',
      'dcterms-issued',
      'dcterms-modified',
      'atom-updated',
      'cest',
      'asctime',
    ]) {
      const a = await when(slug);
      expect([slug, new Date(a!.published).toISOString(), a!.published_estimated]).toEqual([
        slug,
        '2026-11-23T04:45:30.000Z',
        false,
      ]);
    }
    for (const slug of ['invalid', 'future', 'none']) {
      const a = await when(slug);
      expect([slug, new Date(a!.published).toISOString(), a!.published_estimated]).toEqual([
        slug,
        FETCHED_AT.toISOString(),
        true,
      ]);
    }
  });

  it('stores the item’s image with its size', async () => {
    expect(await article('https://media.example/content')).toMatchObject({
      image_url: 'https://media.example/large.jpg',
      image_width: 976,
      image_height: 549,
    });
    expect(await article('https://media.example/enclosure')).toMatchObject({
      image_url: `${server.origin}/img/enc.png`,
      image_width: null,
    });
    expect(await article('https://media.example/audio')).toMatchObject({ image_url: null });
  });

  it('stores Hindi, Tamil and Bengali stories in any Unicode encoding as written', async () => {
    const s = await c.service.crawlAll(['hindi-utf16le-bom.rss', 'tamil-utf16be.rss', 'bengali.rss'].map(feed));
    expect(s).toMatchObject({ feedsOk: 3, itemsNew: 6 });
    expect(await article('https://hindi.example/india/parliament-winter-session')).toMatchObject({
      title: 'संसद का शीतकालीन सत्र आज से शुरू, कई अहम विधेयक पेश होंगे',
      summary: 'सरकार इस सत्र में 16 विधेयक लाने की तैयारी में है। विपक्ष ने महंगाई पर चर्चा की माँग की।',
      image_url: 'https://hindi.example/img/sansad.jpg',
    });
    expect((await article('https://tamil.example/chennai/heavy-rain-holiday'))?.title).toBe(
      'சென்னையில் கனமழை: பள்ளிகளுக்கு இன்று விடுமுறை',
    );
    expect((await article('https://bangla.example/kolkata/teachers-rally'))?.title).toBe(
      'কলকাতায় শিক্ষকদের র\u200D্যালি, অবরুদ্ধ ধর্মতলা',
    );
  });
});

describe('the page’s picture', () => {
  it('takes og:image from the article page when the feed has no image', async () => {
    const server = await startFeedServer();
    const [target] = await databaseTargets();
    const c = await testCrawler(target!);
    try {
      const page = articlePage('Pictured story').replace(
        '<meta charset="utf-8">',
        '<meta charset="utf-8"><meta property="og:image" content="/img/og.jpg"><meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">',
      );
      server.static('/story/pictured.html', page, 'text/html');
      server.static(
        '/feed.xml',
        rss([{ title: 'Pictured story', link: `${server.origin}/story/pictured.html` }]),
        'application/rss+xml',
      );
      await c.service.crawlFeed({ url: `${server.origin}/feed.xml`, source: 'S', category: 'India' });
      const row = await c.db
        .selectFrom('articles')
        .selectAll()
        .where('url', '=', `${server.origin}/story/pictured.html`)
        .executeTakeFirst();
      expect(row).toMatchObject({ image_url: `${server.origin}/img/og.jpg`, image_width: 1200, image_height: 630 });
    } finally {
      await c.close();
      await server.close();
    }
  }, 120_000);
});

describe.each(await databaseTargets())('pictures in the news lists ($name)', (target) => {
  it('returns an article’s image with its size, and no image field when it has none', async () => {
    const t = await testApp(target);
    try {
      const repo = createIngestRepository(t.handle.db);
      await repo.ensureSource('Wild', null);
      const base = {
        summary: 'S',
        text: null,
        publishedEstimated: false,
        source: 'Wild',
        category: 'India',
        entities: [],
        author: '',
        enclosures: [],
      };
      await repo.insertArticle(
        {
          ...base,
          url: 'https://p.example/a',
          title: 'With a picture',
          published: new Date('2026-11-23T04:00:00Z'),
          image: { url: 'https://p.example/a.jpg', width: 976, height: 549 },
        },
        ['url:https://p.example/a'],
        'https://p.example/rss',
      );
      await repo.insertArticle(
        {
          ...base,
          url: 'https://p.example/b',
          title: 'Without',
          published: new Date('2026-11-23T03:00:00Z'),
          image: null,
        },
        ['url:https://p.example/b'],
        'https://p.example/rss',
      );
      const res = await t.app.inject(API.news.latest);
      const page = articlePageSchema.parse(res.json());
      expect(page.content[0]).toMatchObject({
        title: 'With a picture',
        image: { url: 'https://p.example/a.jpg', width: 976, height: 549 },
      });
      expect(page.content[1]?.title).toBe('Without');
      expect(res.json().content[1]).not.toHaveProperty('image');
    } finally {
      await t.close();
    }
  }, 120_000);
});
