import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { articlePageSchema, articleSchema, publicArticleSchema, storyPageSchema } from '#shared/schemas/news.ts';
import { createStoryClusterer } from '#server/modules/stories/index.ts';
import { CLIENT_HEADERS } from '../helpers/app';
import { signIn } from '../helpers/accounts';
import { testApp, type TestApp } from '../helpers/app';
import { databaseTargets } from '../helpers/databases';
import { fixtureUrl, insertFixtures, NEWS, type Fixture } from './news-fixtures';

const at = (hh: string) => `2026-06-01T${hh}:00:00Z`;
const place = (name: string) => ({ name, type: 'place' });
// One event told by three sources, another by two, and a report no other source carries.
const FLOOD: Fixture[] = [
  {
    url: fixtureUrl('flood-alpha'),
    title: 'Assam floods: Brahmaputra breaches embankments near Guwahati',
    summary: 'The river broke its banks overnight.',
    text: 'Short report.',
    published: at('06'),
    source: 'Alpha Wire',
    category: 'India',
    entities: [place('Guwahati'), place('Brahmaputra')],
  },
  {
    url: fixtureUrl('flood-beta'),
    title: 'Brahmaputra floods swamp Guwahati as embankments give way',
    summary: 'Thousands moved to relief camps as the Brahmaputra rose.',
    text: 'The fullest report of the three, with the figures, the relief camps and what the chief minister said about the embankments.',
    published: at('07'),
    source: 'Beta Times',
    category: 'India',
    entities: [place('Guwahati'), { name: 'Himanta Sarma', type: 'person' }],
  },
  {
    url: fixtureUrl('flood-gamma'),
    title: 'Guwahati under water after Brahmaputra embankment breach',
    summary: 'Roads closed across the city.',
    text: null,
    published: at('08'),
    source: 'Gamma Post',
    category: 'India',
    entities: [place('Guwahati'), place('Brahmaputra')],
  },
];
const CRICKET: Fixture[] = [
  {
    url: fixtureUrl('cricket-alpha'),
    title: 'India beat Australia by six wickets in Perth Test',
    summary: 'A chase of 240 completed on the fourth day.',
    text: 'Kohli and Gill saw India home.',
    published: at('07'),
    source: 'Alpha Wire',
    category: 'Sports',
  },
  {
    url: fixtureUrl('cricket-gamma'),
    title: 'Perth Test: India seal six-wicket win over Australia',
    summary: 'India lead the series.',
    text: null,
    published: at('09'),
    source: 'Gamma Post',
    category: 'Sports',
  },
];
const RATES: Fixture = {
  url: fixtureUrl('rates-beta'),
  title: 'RBI holds repo rate steady at 6.5 per cent',
  summary: 'The central bank kept its stance.',
  published: at('05'),
  source: 'Beta Times',
  category: 'Business',
};

describe.each(await databaseTargets())('stories in the API ($name)', (target) => {
  let t: TestApp;
  const json = async (url: string) => {
    const res = await t.app.inject(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const page = async (url: string) => articlePageSchema.parse(await json(url));
  const storyOf = async (url: string) =>
    (await page(`${API.news.latest}?size=100`)).content.find((a) => a.url === url)?.story;

  beforeAll(async () => {
    t = await testApp(target);
    t.clock.now = new Date(at('12'));
    await insertFixtures(t.handle, [RATES, ...FLOOD, ...CRICKET]);
    // As ingest would: each article joins its story, in the order they were published.
    await createStoryClusterer(t.handle.db).catchUp(new Date(0));
  });
  afterAll(() => t.close());

  it('gives every article of a list its story: id, articles and sources', async () => {
    const p = await page(`${API.news.latest}?size=100`);
    expect(p.totalElements).toBe(6);
    const byUrl = new Map(p.content.map((a) => [a.url, a]));
    const flood = FLOOD.map((f) => byUrl.get(f.url)?.story);
    expect(flood[0]).toEqual({ id: expect.any(Number), size: 3, sources: 3 });
    expect(flood).toEqual([flood[0], flood[0], flood[0]]);
    const cricket = CRICKET.map((f) => byUrl.get(f.url)?.story);
    expect(cricket[0]).toEqual({ id: expect.any(Number), size: 2, sources: 2 });
    expect(cricket[1]).toEqual(cricket[0]);
    expect(byUrl.get(RATES.url)?.story).toEqual({ id: expect.any(Number), size: 1, sources: 1 });
    expect(new Set([flood[0]?.id, cricket[0]?.id, byUrl.get(RATES.url)?.story?.id]).size).toBe(3);
    // Without collapse=story, nothing else changes: every article, no "more sources".
    expect(p.content.some((a) => 'moreSources' in a)).toBe(false);
  });

  it('gives the public and the signed-in article their story', async () => {
    const flood = await storyOf(FLOOD[0]!.url);
    const q = `?url=${encodeURIComponent(FLOOD[0]!.url)}`;
    expect(publicArticleSchema.parse(await json(`${API.news.publicArticle}${q}`)).story).toEqual(flood);
    const { headers } = await signIn(t.app, 'story-reader@example.com');
    const res = await t.app.inject({ url: `${API.news.article}${q}`, headers });
    expect(res.statusCode).toBe(200);
    expect(articleSchema.parse(res.json()).story).toEqual(flood);
  });

  it('collapses the latest list to one card per story: its most complete article, the other sources named', async () => {
    const p = await page(`${API.news.latest}?collapse=story`);
    expect(p.totalElements).toBe(3);
    // Each story where its newest article is; the card is its most complete one.
    expect(p.content.map((a) => a.url)).toEqual([CRICKET[0]!.url, FLOOD[1]!.url, RATES.url]);
    expect(p.content.map((a) => a.moreSources)).toEqual([['Gamma Post'], ['Alpha Wire', 'Gamma Post'], []]);
    expect(p.content[1]?.story).toEqual({ id: expect.any(Number), size: 3, sources: 3 });
    const second = await page(`${API.news.latest}?collapse=story&page=2&size=2`);
    expect(second.totalElements).toBe(3);
    expect(second.content.map((a) => a.url)).toEqual([RATES.url]);
  });

  it('collapses within a category, a source and today, counting cards', async () => {
    const india = await page(`${API.news.category}/India?collapse=story`);
    expect(india.totalElements).toBe(1);
    expect(india.content.map((a) => a.url)).toEqual([FLOOD[1]!.url]);
    // A source's list shows only its own articles; the card names the story's other sources.
    const gamma = await page(`${API.news.bySource}?source=gamma%20post&collapse=story`);
    expect(gamma.totalElements).toBe(2);
    expect(gamma.content.map((a) => [a.url, a.moreSources])).toEqual([
      [CRICKET[1]!.url, ['Alpha Wire']],
      [FLOOD[2]!.url, ['Alpha Wire', 'Beta Times']],
    ]);
    const today = await page(`${API.news.today}?collapse=story`);
    expect(today.totalElements).toBe(3);
    expect(today.content).toHaveLength(3);
  });

  it('collapses searches: one card per story among the matches, counting stories', async () => {
    const all = await page(`${API.news.search}?q=brahmaputra`);
    expect(all.totalElements).toBe(3);
    const one = await page(`${API.news.search}?q=brahmaputra&collapse=story`);
    expect(one.totalElements).toBe(1);
    expect(one.content.map((a) => [a.url, a.moreSources])).toEqual([[FLOOD[1]!.url, ['Alpha Wire', 'Gamma Post']]]);
    const either = await page(`${API.news.search}?q=brahmaputra%20OR%20perth&collapse=story`);
    expect(either.totalElements).toBe(2);
    expect(new Set(either.content.map((a) => a.story?.id)).size).toBe(2);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API.news.advancedSearch}?collapse=story`,
      headers: CLIENT_HEADERS,
      payload: { primary: 'india', group: [] },
    });
    expect(res.statusCode).toBe(200);
    const advanced = articlePageSchema.parse(res.json());
    expect(advanced.totalElements).toBe(1);
    expect(advanced.content.map((a) => a.url)).toEqual([CRICKET[0]!.url]);
  });

  it("answers a story's page: its articles earliest first, sources, title and shared entities", async () => {
    const id = (await storyOf(FLOOD[0]!.url))!.id;
    const first = storyPageSchema.parse(await json(`${API.news.story}/${id}?page=1&size=2`));
    expect(first).toMatchObject({
      id,
      title: FLOOD[1]!.title,
      firstSeen: new Date(at('06')).toISOString(),
      lastSeen: new Date(at('08')).toISOString(),
      sources: ['Alpha Wire', 'Beta Times', 'Gamma Post'],
      entities: [place('Guwahati'), place('Brahmaputra')],
      totalElements: 3,
    });
    expect(first.content.map((a) => a.url)).toEqual([FLOOD[0]!.url, FLOOD[1]!.url]);
    expect(first.content[0]?.story).toEqual({ id, size: 3, sources: 3 });
    const second = storyPageSchema.parse(await json(`${API.news.story}/${id}?page=2&size=2`));
    expect(second.content.map((a) => a.url)).toEqual([FLOOD[2]!.url]);
    // A story of one article names all its entities.
    const alone = (await storyOf(RATES.url))!.id;
    expect(storyPageSchema.parse(await json(`${API.news.story}/${alone}`))).toMatchObject({
      title: RATES.title,
      sources: ['Beta Times'],
      totalElements: 1,
    });
  });

  it('answers 404 in the error shape for an id that names no story', async () => {
    for (const id of ['999999', 'abc', '0', '-4', '1e3', '99999999999999999999', '%20']) {
      const res = await t.app.inject(`${API.news.story}/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(apiErrorSchema.parse(res.json())).toEqual({
        status: 404,
        error: 'Not Found',
        message: 'Story not found.',
      });
    }
    const bad = await t.app.inject(`${API.news.story}/1?size=0`);
    expect(bad.statusCode).toBe(400);
  });
});

describe.each(await databaseTargets())('story links ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(target);
  });
  afterAll(() => t.close());

  it('keeps an article in no story without a story field, in lists and collapsed lists', async () => {
    const url = fixtureUrl('unclustered');
    await insertFixtures(t.handle, [{ url, title: 'Not yet clustered', published: new Date() }]);
    const res = await t.app.inject(`${NEWS}/latest?collapse=story`);
    const p = articlePageSchema.parse(res.json());
    expect(p.totalElements).toBe(1);
    expect(p.content[0]).toMatchObject({ url, moreSources: [] });
    expect(p.content[0]?.story).toBeUndefined();
  });
});
