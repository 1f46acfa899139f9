import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { articlePageSchema, storyPageSchema } from '#shared/schemas/news.ts';
import { createStoryClusterer } from '#server/modules/stories/index.ts';
import { testApp, type TestApp } from '../helpers/app';
import { databaseTargets } from '../helpers/databases';
import { fixtureUrl, insertFixtures, type Fixture } from './news-fixtures';

const at = (hh: string) => `2026-06-01T${hh}:00:00Z`;
const report = (slug: string, title: string, hh: string, source: string): Fixture => ({
  url: fixtureUrl(slug),
  title,
  summary: 'The river broke its banks overnight.',
  published: at(hh),
  source,
  category: 'India',
});
// One event: two English reports of one source, one of another, and one its publisher marks Hindi
// after the story formed.
const FLOOD = [
  report('lc-alpha', 'Assam floods: Brahmaputra breaches embankments near Guwahati', '06', 'Alpha Wire'),
  report('lc-alpha-2', 'Brahmaputra embankments breached near Guwahati, Assam floods spread', '07', 'Alpha Wire'),
  report('lc-beta', 'Brahmaputra floods swamp Guwahati as embankments give way', '08', 'Beta Times'),
  report('lc-hindi', 'Guwahati Brahmaputra embankments breached: Assam floods', '09', 'Samachar Wire'),
];

// A story's coverage by language: how many of its reports, from how many sources, in each.
describe.each(await databaseTargets())("a story's coverage by language ($name)", (target) => {
  let t: TestApp;
  let storyId: number;
  const json = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await testApp(target);
    t.clock.now = new Date(at('12'));
    await insertFixtures(t.handle, FLOOD);
    await createStoryClusterer(t.handle.db).catchUp(new Date(0));
    const latest = articlePageSchema.parse(await json(`${API.news.latest}?size=10`));
    const stories = new Set(latest.content.map((a) => a.story?.id));
    expect(stories.size, 'the four reports make one story').toBe(1);
    // Stories now form within one language (docs/decisions/0116-stories-in-every-language.md); a
    // story of two languages is one made before that, kept as it was: its fourth report marked Hindi.
    await t.handle.db.updateTable('articles').set({ language: 'hi' }).where('url', '=', FLOOD[3]!.url).execute();
    storyId = [...stories][0]!;
  });
  afterAll(() => t.close());

  it('counts reports and sources per language, most reports first', async () => {
    const story = storyPageSchema.parse(await json(`${API.news.story}/${storyId}`));
    expect(story.languages).toEqual([
      { code: 'en', articles: 3, sources: 2 },
      { code: 'hi', articles: 1, sources: 1 },
    ]);
  });

  it('counts the whole story whatever `lang` keeps on the page', async () => {
    const story = storyPageSchema.parse(await json(`${API.news.story}/${storyId}?lang=hi&size=1`));
    expect(story.content.map((a) => a.url)).toEqual([FLOOD[3]!.url]);
    expect(story.languages).toEqual([
      { code: 'en', articles: 3, sources: 2 },
      { code: 'hi', articles: 1, sources: 1 },
    ]);
  });
});
