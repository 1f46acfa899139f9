import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { articlePageSchema, publicArticleSchema, storyPageSchema } from '#shared/schemas/news.ts';
import { createStoryClusterer } from '#server/modules/stories/index.ts';
import { CLIENT_HEADERS, testApp, type TestApp } from '../helpers/app';
import { signIn, type Signed } from '../helpers/accounts';
import { databaseTargets } from '../helpers/databases';
import { fixtureUrl, insertFixtures, type Fixture } from './news-fixtures';

// Every article object carries its language (ISO 639-1): lists, searches, stories and the article.
const at = (hh: string) => `2026-06-01T${hh}:00:00Z`;
const EN: Fixture = {
  url: fixtureUrl('lang-en'),
  title: 'Monsoon reaches Kerala three days early',
  summary: 'The monsoon set in over Kerala on Thursday.',
  published: at('06'),
  source: 'Alpha Wire',
  category: 'India',
};
const HI: Fixture = {
  url: fixtureUrl('lang-hi'),
  title: 'केरल में तीन दिन पहले पहुंचा मानसून',
  summary: 'मानसून ने गुरुवार को केरल में दस्तक दी।',
  published: at('07'),
  source: 'Hindi Samachar',
  category: 'India',
  language: 'hi',
};
const BN: Fixture = {
  url: fixtureUrl('lang-bn'),
  title: 'নির্ধারিত সময়ের তিন দিন আগে কেরলে বর্ষা',
  summary: 'বৃহস্পতিবার কেরলে বর্ষা ঢুকেছে।',
  published: at('08'),
  source: 'Bangla Barta',
  category: 'India',
  language: 'bn',
};
const EXPECTED = new Map([EN, HI, BN].map((f) => [f.url, f.language ?? 'en']));

describe.each(await databaseTargets())('every article object carries its language ($name)', (target) => {
  let t: TestApp;
  let member: Signed;

  /** The raw JSON (not parsed with a schema that would fill a default): each card's language. */
  const languagesOf = (body: { content: { url: string; language?: unknown }[] }) =>
    body.content.map((a) => [a.url, a.language]);
  const expected = (urls: string[]) => urls.map((u) => [u, EXPECTED.get(u)]);
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await testApp(target);
    t.clock.now = new Date(at('12'));
    await insertFixtures(t.handle, [EN, HI, BN]);
    await createStoryClusterer(t.handle.db).catchUp(new Date(0));
    member = await signIn(t.app, 'language-reader@example.com');
  });
  afterAll(() => t.close());

  it('in the latest, today, category and source lists, one card per article or per story', async () => {
    for (const url of [
      `${API.news.latest}?size=10`,
      `${API.news.latest}?collapse=story`,
      `${API.news.today}`,
      `${API.news.category}/India`,
      `${API.news.category}/India?collapse=story`,
      `${API.news.bySource}?source=hindi%20samachar`,
      `${API.news.bySource}?source=bangla%20barta&collapse=story`,
    ]) {
      const body = await get(url);
      articlePageSchema.parse(body);
      expect(body.content.length, url).toBeGreaterThan(0);
      expect(languagesOf(body), url).toEqual(expected(body.content.map((a: { url: string }) => a.url)));
    }
    const latest = await get(`${API.news.latest}?size=10`);
    expect(languagesOf(latest)).toEqual([
      [BN.url, 'bn'],
      [HI.url, 'hi'],
      [EN.url, 'en'],
    ]);
  });

  it('in searches, the advanced search and the watch list', async () => {
    const search = await get(`${API.news.search}?q=kerala`);
    expect(languagesOf(search)).toEqual([[EN.url, 'en']]);
    const collapsed = await get(`${API.news.search}?q=monsoon&collapse=story`);
    expect(languagesOf(collapsed)).toEqual([[EN.url, 'en']]);
    const advanced = await t.app.inject({
      method: 'POST',
      url: API.news.advancedSearch,
      headers: CLIENT_HEADERS,
      payload: { primary: 'monsoon', group: [] },
    });
    expect(languagesOf(advanced.json())).toEqual([[EN.url, 'en']]);
    const put = await t.app.inject({
      method: 'PUT',
      url: API.user.watchlist,
      headers: member.headers,
      payload: { terms: ['kerala'] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(languagesOf(await get(API.news.watchlist, { cookie: member.cookie }))).toEqual([[EN.url, 'en']]);
  });

  it("in the public and the signed-in article, and on a story's page", async () => {
    for (const f of [EN, HI, BN]) {
      const q = `?url=${encodeURIComponent(f.url)}`;
      const pub = await get(`${API.news.publicArticle}${q}`);
      expect(pub.language).toBe(EXPECTED.get(f.url));
      const full = await get(`${API.news.article}${q}`, { cookie: member.cookie });
      expect(full.language).toBe(EXPECTED.get(f.url));
      const story = publicArticleSchema.parse(pub).story;
      expect(story).toBeDefined();
      const page = await get(`${API.news.story}/${story!.id}`);
      storyPageSchema.parse(page);
      expect(languagesOf(page)).toEqual([[f.url, EXPECTED.get(f.url)]]);
    }
  });

  it('stores only two-letter lowercase codes', async () => {
    for (const bad of ['Hindi', 'HI', 'h', 'hin', '']) {
      await expect(
        sql`UPDATE articles SET language = ${bad} WHERE url = ${EN.url}`.execute(t.handle.db),
        bad,
      ).rejects.toThrow(/articles_language_check/);
    }
    const row = await t.handle.db
      .selectFrom('articles')
      .select('language')
      .where('url', '=', EN.url)
      .executeTakeFirst();
    expect(row?.language).toBe('en');
  });
});
