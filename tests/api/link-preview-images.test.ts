import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { articlePageSchema } from '#shared/schemas/news.ts';
import { createStoryClusterer } from '#server/modules/stories/index.ts';
import { databaseTargets } from '../helpers/databases';
import { testApp, type TestApp } from '../helpers/app';
import { fixtureUrl, insertFixtures } from './news-fixtures';

// The pictures of link previews: what a chat app or a social site fetches after reading a
// page's og:image. A PNG of 1200×630 for an article, a story and the site, kept once drawn.

/** A PNG's size from its header (the IHDR chunk follows the 8-byte signature). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe.each(await databaseTargets())('link preview pictures ($name)', (target) => {
  let t: TestApp;
  const english = fixtureUrl('monsoon');
  const hindi = fixtureUrl('barish');
  const articlePicture = (url: string) => `${API.news.previewArticle}?url=${encodeURIComponent(url)}`;

  beforeAll(async () => {
    t = await testApp(target);
    await insertFixtures(t.handle, [
      { url: english, title: 'Monsoon reaches Kerala early', published: new Date(), source: 'Alpha Wire' },
      {
        url: hindi,
        title: 'दिल्ली में भारी बारिश से यातायात प्रभावित',
        published: new Date(Date.now() - 60_000),
        source: 'दैनिक समाचार',
      },
    ]);
    await createStoryClusterer(t.handle.db).catchUp(new Date(0));
  });
  afterAll(() => t.close());

  it('draws an article’s picture as a 1200×630 PNG that browsers and preview sites may keep', async () => {
    const res = await t.app.inject(articlePicture(english));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('answers the same picture again at once, and 304 to a client that has it', async () => {
    const first = await t.app.inject(articlePicture(hindi));
    expect(first.statusCode).toBe(200);
    expect(pngSize(first.rawPayload)).toEqual({ width: 1200, height: 630 });
    const started = performance.now();
    const again = await t.app.inject(articlePicture(hindi));
    const took = performance.now() - started;
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('image/png');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    // Kept in memory: no drawing (which takes hundreds of milliseconds) the second time.
    expect(took).toBeLessThan(500);
    const revalidated = await t.app.inject({
      url: articlePicture(hindi),
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);
  });

  it('draws a story’s picture, and the site’s', async () => {
    const list = articlePageSchema.parse((await t.app.inject(`${API.news.latest}?size=10`)).json());
    const story = list.content.find((a) => a.url === english)?.story;
    expect(story).toBeDefined();
    const res = await t.app.inject(`${API.news.previewStory}/${story?.id}.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });

    const site = await t.app.inject(API.news.previewSite);
    expect(site.statusCode).toBe(200);
    expect(site.headers['content-type']).toBe('image/png');
    expect(pngSize(site.rawPayload)).toEqual({ width: 1200, height: 630 });
    // Two different pictures, each with its own validator.
    expect(site.headers.etag).not.toBe(res.headers.etag);
  });

  it('refuses what names no article or story, in the contract’s error shape', async () => {
    const unknown = await t.app.inject(articlePicture('https://nowhere.example/x'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 404, error: 'Not Found' });
    const noUrl = await t.app.inject(API.news.previewArticle);
    expect(noUrl.statusCode).toBe(400);
    expect(noUrl.json()).toMatchObject({ status: 400 });
    const noStory = await t.app.inject(`${API.news.previewStory}/987654321.png`);
    expect(noStory.statusCode).toBe(404);
    const badId = await t.app.inject(`${API.news.previewStory}/abc.png`);
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ status: 400 });
  });
});
