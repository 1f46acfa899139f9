import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { isDemoUrl } from '#shared/demo.ts';
import { articlePageSchema, storyPageSchema } from '#shared/schemas/news.ts';
import { eventArticles } from '#server/demo/generator.ts';
import { seedDemo } from '#server/demo/seed.ts';
import { testApp, type TestApp } from '../helpers/app';
import { databaseTargets } from '../helpers/databases';
import { bcubed } from '../helpers/headlines';

// The demo corpus as the server seeds it on an empty database (SEED_COUNT's default, 500):
// events told by 2 to 6 demo sources with the same facts, clustered into stories by the same
// statement the crawler runs.
const COUNT = 500;
const NOW = new Date('2026-03-11T09:00:00Z');
const HOUR = 3_600_000;
/** A demo article's index, from its URL (`https://demo.khabar.example/{source}/{index}-{slug}`). */
const indexOf = (url: string) => Number(new URL(url).pathname.split('/')[2]?.split('-')[0]);

describe.each(await databaseTargets())('stories of the demo corpus ($name)', (target) => {
  let t: TestApp;
  type Row = {
    id: number;
    url: string;
    source: string;
    summary: string;
    published: Date;
    entities: { name: string; type: string }[];
    story: number;
  };
  let rows: Row[];

  beforeAll(async () => {
    t = await testApp(target);
    t.clock.now = NOW;
    expect(await seedDemo(t.handle.db, COUNT, NOW)).toBe(COUNT);
    rows = (
      await t.handle.db
        .selectFrom('articles as a')
        .innerJoin('story_articles as sa', 'sa.article_id', 'a.id')
        .select(['a.id', 'a.url', 'a.source', 'a.summary', 'a.published', 'a.entities', 'sa.story_id'])
        .execute()
    ).map((r) => ({ ...r, id: Number(r.id), published: new Date(r.published), story: Number(r.story_id) }));
  });
  afterAll(() => t.close());

  it('puts every seeded article in a story', () => {
    expect(rows).toHaveLength(COUNT);
  });

  it('tells each event by 2 to 6 different sources within hours, with the same facts', () => {
    const events = new Map<number, Row[]>();
    for (const r of rows) {
      const first = eventArticles(indexOf(r.url))[0]!;
      events.set(first, [...(events.get(first) ?? []), r]);
    }
    for (const [first, reports] of events) {
      // An event cut short by the end of the corpus may have one report.
      if (first + eventArticles(first).length > COUNT) continue;
      expect(reports.length, `event ${first}`).toBeGreaterThanOrEqual(2);
      expect(reports.length, `event ${first}`).toBeLessThanOrEqual(6);
      expect(new Set(reports.map((r) => r.source)).size, `event ${first}`).toBe(reports.length);
      const times = reports.map((r) => r.published.getTime());
      expect(Math.max(...times) - Math.min(...times), `event ${first}`).toBeLessThan(8 * HOUR);
      // The same person, organisation and place, and the same opening sentence, in every report.
      const facts = (r: Row) =>
        r.entities
          .filter((e) => e.type !== 'person' || r.entities.indexOf(e) === 0)
          .map((e) => `${e.type}:${e.name}`)
          .sort();
      const opening = (r: Row) => r.summary.split(/(?<=\.) /)[0];
      for (const r of reports) {
        expect(facts(r), `event ${first}`).toEqual(facts(reports[0]!));
        expect(opening(r), `event ${first}`).toBe(opening(reports[0]!));
      }
    }
  });

  it('finds the events as stories', () => {
    // Scored like the clustering benchmark: B-cubed, each article's story against its event.
    const score = bcubed(
      rows.map((r) => r.story),
      rows.map((r) => eventArticles(indexOf(r.url))[0]!),
    );
    expect(score.precision).toBeGreaterThanOrEqual(0.9);
    expect(score.recall).toBeGreaterThanOrEqual(0.9);
  });

  it('marks every demo article in a story and a list as demo data, so the reader gets no link to the reserved host', async () => {
    const list = articlePageSchema.parse(
      (await t.app.inject(`${API.news.latest}?collapse=story&size=50`)).json(),
    ).content;
    expect(list.length).toBe(50);
    const told = list.find((a) => (a.story?.sources ?? 0) >= 2);
    expect(told).toBeDefined();
    const res = await t.app.inject(`${API.news.story}/${told!.story!.id}`);
    expect(res.statusCode).toBe(200);
    const story = storyPageSchema.parse(res.json());
    expect(story.sources.length).toBeGreaterThanOrEqual(2);
    for (const a of [...list, ...story.content]) {
      expect(isDemoUrl(a.url), a.url).toBe(true);
      expect(a.demo, a.url).toBe(true);
    }
  });
});
