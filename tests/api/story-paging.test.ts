import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { articlePageSchema } from '#shared/schemas/news.ts';
import type { Db } from '#server/db/database.ts';
import { seedDemo } from '#server/demo/seed.ts';
import { createStoryClusterer } from '#server/modules/stories/index.ts';
import { testApp, type TestApp } from '../helpers/app';
import { databaseTargets } from '../helpers/databases';
import { headlineSources, insertHeadline, readHeadlines } from '../helpers/headlines';

// Paging a list of one card per story: every page holds `size` stories but the last, no story
// is on two pages, and the total counts stories. On the demo corpus the browser tests read (600
// articles, clustered as the seed does).
const NOW = new Date('2026-03-11T09:00:00Z');
const SIZE = 10;

const CORPORA = [
  { name: 'the demo corpus', category: 'Science', load: (db: Db) => seedDemo(db, 600, NOW).then(() => undefined) },
  {
    // Real headlines of four categories, many stories merged on the way.
    name: 'real headlines',
    category: 'Business',
    load: async (db: Db) => {
      const headlines = readHeadlines().slice(0, 900);
      await headlineSources(db, headlines);
      const cluster = createStoryClusterer(db);
      for (const h of headlines) await cluster.assign(await insertHeadline(db, h));
    },
  },
];

describe.each(
  (await databaseTargets()).flatMap((target) => CORPORA.map((corpus) => ({ ...corpus, target, db: target.name }))),
)('paging a list collapsed by story: $name ($db)', ({ target, category, load }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(target);
    t.clock.now = NOW;
    await load(t.handle.db);
  });
  afterAll(() => t.close());

  /** The stories of a list, counted in SQL: an article in no story is a story of its own. */
  const storiesIn = async (where: ReturnType<typeof sql>) =>
    Number(
      (
        await sql<{ n: number }>`
          SELECT count(DISTINCT coalesce(sa.story_id, -a.id)) AS n
          FROM articles a LEFT JOIN story_articles sa ON sa.article_id = a.id ${where}`.execute(t.handle.db)
      ).rows[0]?.n,
    );

  const pages = async (path: string) => {
    const out = [];
    for (let page = 1; ; page++) {
      const res = await t.app.inject(
        `${path}${path.includes('?') ? '&' : '?'}collapse=story&page=${page}&size=${SIZE}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const p = articlePageSchema.parse(res.json());
      out.push(p);
      if (p.content.length < SIZE || page * SIZE >= p.totalElements) break;
    }
    return out;
  };

  it.each([
    ['one category', `${API.news.category}/${category}`, sql`WHERE a.category = ${category}`],
    ['every category', API.news.latest, sql``],
  ])('%s: full pages of distinct stories, the total counting stories', async (_, path, where) => {
    const stories = await storiesIn(where);
    expect(stories).toBeGreaterThan(2 * SIZE);
    const all = await pages(path);
    for (const p of all) expect(p.totalElements).toBe(stories);
    all.slice(0, -1).forEach((p, i) => expect(p.content.length, `page ${i + 1}`).toBe(SIZE));
    const cards = all.flatMap((p) => p.content);
    expect(cards).toHaveLength(stories);
    const keys = cards.map((a) => (a.story ? `story ${a.story.id}` : a.url));
    expect(new Set(keys).size).toBe(cards.length);
  });
});
