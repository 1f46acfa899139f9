import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { articlePageSchema, storyPageSchema } from '#shared/schemas/news.ts';
import { createStoryClusterer } from '#server/modules/stories/index.ts';
import { CLUSTER_PARAMS, createStoriesRepository } from '#server/modules/stories/repository.ts';
import { testApp, type TestApp } from '../helpers/app';
import { testCrawler, type TestCrawler } from '../helpers/crawler';
import { articlePage, rss, startFeedServer, type FeedServer } from '../helpers/feed-server';
import { databaseTargets } from '../helpers/databases';
import { headlineSources, insertHeadline, readHeadlines, storiesOf, type Headline } from '../helpers/headlines';

// Real headlines of March 2014 (tests/fixtures/stories/uci-headlines.csv), each stored as an
// article (its title and publisher, no text) and clustered as ingest does, one at a time in the
// order they were published. Each case moves its headlines by whole weeks, so that no case's
// words are inside another's window.
const ALL = new Map(readHeadlines().map((h) => [h.id, h]));
const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;

/** The fixture's headline `id`, published `week` weeks (and `hours` hours) later than it was. */
function headline(id: number, week: number, hours = 0): Headline {
  const h = ALL.get(id);
  if (!h) throw new Error(`no headline ${id} in the fixture`);
  return {
    ...h,
    url: `${h.url}?week=${week}&hours=${hours}`,
    published: new Date(h.published.getTime() + week * WEEK + hours * HOUR),
  };
}

// "Genghis Khan's rise and the climate", told by five sources within two seconds (a sixth,
// "Warm, wet climate aids Mongol Empire's expansion…", shares one word with the first alone: a
// story is a candidate for at least two).
const GENGHIS = [1122, 1124, 1125, 1126, 1127];
// "Elephants tell friend from foe by the human voice", first told 8 minutes later.
const ELEPHANTS = [1132, 1133, 1134, 1135, 1136];
// Chiquita and Fyffes merge: two reports with no title word in common, then one with both's.
const CHIQUITA_BUYS = 695; // "Chiquita buys out rival Fyffes for $526 million"
const TOP_BANANA = 723; // "World has new top banana"
const CHIQUITA_AND_FYFFES = 725; // "Top Banana: Chiquita And Fyffes To Merge"

describe.each(await databaseTargets())('story clustering ($name)', (target) => {
  let t: TestApp;
  let cluster: ReturnType<typeof createStoryClusterer>;
  const stored = new Map<string, number>();

  /** Stores the headline as an article and clusters it, as ingest does; its article id and story. */
  async function add(h: Headline): Promise<{ article: number; story: number }> {
    await headlineSources(t.handle.db, [h]);
    const article = await insertHeadline(t.handle.db, h);
    stored.set(h.url, article);
    const story = await cluster.assign(article);
    expect(story).toEqual(expect.any(Number));
    return { article, story: story! };
  }
  const storyNow = async (article: number) => (await storiesOf(t.handle.db, [article])).get(article);
  const storyPage = async (id: number | string, query = '') => {
    const res = await t.app.inject(`${API.news.story}/${id}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return storyPageSchema.parse(res.json());
  };

  beforeAll(async () => {
    t = await testApp(target);
    cluster = createStoryClusterer(t.handle.db);
  });
  afterAll(() => t.close());

  it('puts an article in the story of the same event told by another source', async () => {
    const all = GENGHIS.map((id) => headline(id, 0));
    const { story } = await add(all[0]!);
    for (const h of all.slice(1)) expect((await add(h)).story, h.title).toBe(story);
    const page = await storyPage(story);
    expect(page.totalElements).toBe(GENGHIS.length);
    expect(page.sources).toEqual(all.map((h) => h.publisher));
    expect(page.content[0]?.story).toEqual({ id: story, size: GENGHIS.length, sources: GENGHIS.length });
  });

  it('starts a story of its own for an unrelated article, and keeps each event in its own', async () => {
    const genghis = await storyNow(stored.get(headline(GENGHIS[0]!, 0).url)!);
    const elephants = ELEPHANTS.map((id) => headline(id, 0));
    const first = await add(elephants[0]!);
    expect(first.story).not.toBe(genghis);
    for (const h of elephants.slice(1)) expect((await add(h)).story, h.title).toBe(first.story);
    // The earlier story is as it was: the same articles, the same sources.
    const page = await storyPage(genghis!, '?size=20');
    expect(page.content.map((a) => a.title)).toEqual(GENGHIS.map((id) => ALL.get(id)!.title));
    const elephantPage = await storyPage(first.story, '?size=20');
    expect(elephantPage.content.map((a) => a.title)).toEqual(ELEPHANTS.map((id) => ALL.get(id)!.title));
  });

  it('keeps a new event out of an unrelated story that shares one word of its title', async () => {
    const follow = await add(headline(4556, 3)); // "Follow Reason 24/7 on Twitter and via RSS"
    const outage = await add(headline(5529, 3)); // "Twitter Back Online After Brief Outage", hours later
    expect(outage.story).not.toBe(follow.story);
    expect((await storyPage(follow.story)).totalElements).toBe(1);
  });

  it('merges two stories a later article shows to be one into the oldest; the merged id still answers', async () => {
    const buys = await add(headline(CHIQUITA_BUYS, 1));
    const banana = await add(headline(TOP_BANANA, 1));
    // No title word in common: two stories, as far as anyone can tell yet.
    expect(banana.story).not.toBe(buys.story);
    expect((await storyPage(banana.story)).totalElements).toBe(1);

    const both = await add(headline(CHIQUITA_AND_FYFFES, 1));
    const oldest = Math.min(buys.story, banana.story);
    expect(both.story).toBe(oldest);
    expect(await storyNow(buys.article)).toBe(oldest);
    expect(await storyNow(banana.article)).toBe(oldest);

    const page = await storyPage(oldest);
    expect(page.totalElements).toBe(3);
    expect(page.content[0]?.story).toEqual({ id: oldest, size: 3, sources: 3 });
    // The id of the story merged away answers as the story it went into.
    const merged = Math.max(buys.story, banana.story);
    const again = await storyPage(merged);
    expect(again.id).toBe(oldest);
    expect(again.content.map((a) => a.url)).toEqual(page.content.map((a) => a.url));
    // Lists count it once, with all three articles.
    const list = articlePageSchema.parse(
      (await t.app.inject(`${API.news.category}/Business?collapse=story&size=50`)).json(),
    );
    const cards = list.content.filter((a) => a.story?.id === oldest || a.story?.id === merged);
    expect(cards).toHaveLength(1);
    expect(cards[0]?.moreSources).toHaveLength(2);
  });

  it('never moves an article clustered again, however the stories around it have grown', async () => {
    const before = await sql<{ article_id: number; story_id: number; joined_at: Date }>`
      SELECT article_id, story_id, joined_at FROM story_articles ORDER BY article_id`.execute(t.handle.db);
    const stories = await sql`SELECT * FROM stories ORDER BY id`.execute(t.handle.db);
    // Clustered again: each answers the story it is in; nothing is written.
    for (const { article_id, story_id } of before.rows) expect(await cluster.assign(Number(article_id))).toBe(story_id);
    // Even by a clusterer for which every story would take any article and merge with any other.
    const eager = createStoriesRepository(t.handle.db, { ...CLUSTER_PARAMS, join: 0, merge: 0 });
    for (const { article_id, story_id } of before.rows) expect(await eager.join(Number(article_id))).toBe(story_id);
    // Nor by the crawl's catching up, which looks only for articles in no story.
    expect(await cluster.catchUp(new Date(0))).toBe(0);
    const after = await sql`SELECT article_id, story_id, joined_at FROM story_articles ORDER BY article_id`.execute(
      t.handle.db,
    );
    expect(after.rows).toEqual(before.rows);
    expect((await sql`SELECT * FROM stories ORDER BY id`.execute(t.handle.db)).rows).toEqual(stories.rows);
  });

  it('joins a report of the same event hours later, but not one outside the window', async () => {
    const first = await add(headline(GENGHIS[0]!, 2));
    expect((await add(headline(GENGHIS[1]!, 2, 6))).story).toBe(first.story);
    // Past the window after the story's last article, the same words are another event.
    const late = await add(headline(GENGHIS[2]!, 2, CLUSTER_PARAMS.windowHours + 7));
    expect(late.story).not.toBe(first.story);
    // So is a report dated that long before the story's first one (a feed read late).
    const early = await add(headline(GENGHIS[3]!, 2, -(CLUSTER_PARAMS.windowHours + 1)));
    expect(early.story).not.toBe(first.story);
    expect(early.story).not.toBe(late.story);
    expect((await storyPage(first.story)).totalElements).toBe(2);
  });
});

describe.each(await databaseTargets())('stories from the crawl ($name)', (target) => {
  let server: FeedServer;
  let c: TestCrawler;
  // Two publishers' feeds telling one event, a third telling another.
  const FEEDS = [1122, 1125, 1133].map((id) => headline(id, 4));
  const feeds = () =>
    FEEDS.map((h, i) => ({ url: `${server.origin}/feed-${i}.xml`, source: h.publisher, category: 'Technology' }));
  const storyOfUrl = async (url: string) =>
    (await c.db
      .selectFrom('story_articles as sa')
      .innerJoin('articles as a', 'a.id', 'sa.article_id')
      .innerJoin('stories as s', 's.id', 'sa.story_id')
      .select(['s.id', 's.size', 's.sources'])
      .where('a.url', '=', url)
      .executeTakeFirst()) ?? null;

  beforeAll(async () => {
    server = await startFeedServer();
    FEEDS.forEach((h, i) => {
      const item = { title: h.title, link: `${server.origin}/story/${h.id}`, pubDate: h.published.toUTCString() };
      server.static(`/feed-${i}.xml`, rss([item]), 'application/rss+xml');
      server.static(`/story/${h.id}`, articlePage(h.title), 'text/html');
    });
    c = await testCrawler(target);
  });
  afterAll(async () => {
    await c?.close();
    await server?.close();
  });

  it('puts each new feed item in its story as it is stored', async () => {
    const s = await c.service.crawlAll(feeds(), { concurrency: 1 });
    expect(s).toMatchObject({ feedsOk: 3, itemsNew: 3 });
    const [a, b, other] = await Promise.all(FEEDS.map((h) => storyOfUrl(`${server.origin}/story/${h.id}`)));
    expect(a).toEqual({ id: expect.any(Number), size: 2, sources: 2 });
    expect(b).toEqual(a);
    expect(other).toEqual({ id: expect.any(Number), size: 1, sources: 1 });
    expect(other?.id).not.toBe(a?.id);
  });

  it('leaves every article where it is when the feeds are crawled again', async () => {
    const before = await c.db.selectFrom('story_articles').selectAll().orderBy('article_id').execute();
    const s = await c.service.crawlAll(feeds(), { concurrency: 1 });
    expect(s).toMatchObject({ feedsOk: 3, itemsNew: 0 });
    expect(await c.db.selectFrom('story_articles').selectAll().orderBy('article_id').execute()).toEqual(before);
  });
});
