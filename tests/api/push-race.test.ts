import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { openDatabase, type DbHandle } from '#server/db/database.ts';
import { alertingClusterer, openAlerts } from '#server/modules/push/index.ts';
import { createStoryClusterer } from '#server/modules/stories/index.ts';
import { alertsApp, type AlertsApp } from '#tests/helpers/alerts.ts';
import { crawlerOn, memoryLog, type TestCrawler } from '#tests/helpers/crawler.ts';
import { databaseTargets } from '#tests/helpers/databases.ts';
import { rss, startFeedServer, type FeedServer } from '#tests/helpers/feed-server.ts';

// Two crawler workers ingest two publishers' reports of one event at the same moment, and two
// job workers (the server's and a second process's) match them at once: each member gets one
// alert for the story, and every push for it carries the story's Topic. On PostgreSQL each
// worker has a pool of its own, as separate processes do; on the embedded database both share
// its one connection, as they would in its one process.
const REPORTS = [
  { source: 'Coast Courier', title: 'Cyclone Michaung makes landfall near Bapatla in Andhra Pradesh' },
  { source: 'Delta Daily', title: 'Cyclone Michaung makes landfall in Andhra Pradesh near Bapatla' },
];

describe.each(await databaseTargets())('two workers ingest one story at once ($name)', (target) => {
  let a: AlertsApp;
  let server: FeedServer;
  const handles: DbHandle[] = [];
  const crawlers: TestCrawler[] = [];
  let second: Awaited<ReturnType<typeof openAlerts>>;

  /** A handle on the app's database: on PostgreSQL a pool of its own in the same schema. */
  async function sameDatabase(): Promise<DbHandle> {
    if (target.name === 'pglite') return { ...a.t.handle, close: async () => undefined };
    const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(a.t.handle.db);
    const h = await openDatabase({
      databaseUrl: target.url,
      dataDir: 'memory://',
      schema: rows[0]!.schema,
      poolSize: 2,
    });
    handles.push(h);
    return h;
  }

  beforeAll(async () => {
    a = await alertsApp(target);
    a.t.clock.now = new Date(Date.now() - 60_000);
    server = await startFeedServer();
    const published = new Date().toUTCString();
    REPORTS.forEach((r, i) =>
      server.static(
        `/feed-${i}.xml`,
        rss([{ title: r.title, link: `${server.origin}/report/${i}`, pubDate: published }]),
        'application/rss+xml',
      ),
    );
    // The second job worker, in a "process" of its own.
    const h = await sameDatabase();
    second = await openAlerts(a.t.config, h.db, h.jobsSql, memoryLog(), () => a.t.clock.now);
    await second!.work();
    for (let w = 0; w < 2; w++) {
      const handle = await sameDatabase();
      const log = memoryLog();
      const stories = alertingClusterer(createStoryClusterer(handle.db, log), second, log);
      crawlers.push(crawlerOn(handle, {}, { fetchPages: false, stories }));
    }
  }, 180_000);
  afterAll(async () => {
    await a?.idle();
    for (const c of crawlers) await c.fetcher.close();
    await second?.close();
    for (const h of handles) await h.close();
    await server?.close();
    await a?.close();
  });

  it('gives each member exactly one alert for the story, every push under its Topic', async () => {
    const members = await Promise.all(['race-a', 'race-b', 'race-c'].map((t) => a.member(t, ['Cyclone Michaung'])));
    // Instant alerts at whatever hour the suite runs (quiet hours are push-alerts.test.ts's subject).
    for (const m of members) {
      const res = await a.t.app.inject({
        method: 'PUT',
        url: API.push.settings,
        headers: m.headers,
        payload: { mode: 'instant', digestTimes: ['08:00'], quietHours: null, dailyCap: 10, terms: [] },
      });
      expect(res.statusCode).toBe(200);
    }
    const summaries = await Promise.all(
      crawlers.map((c, i) =>
        c.service.crawlAll([{ url: `${server.origin}/feed-${i}.xml`, source: REPORTS[i]!.source, category: 'India' }], {
          concurrency: 1,
        }),
      ),
    );
    expect(summaries.map((s) => s.itemsNew)).toEqual([1, 1]);
    const story = await sql<{ story_id: number }>`
      SELECT DISTINCT sa.story_id FROM story_articles sa JOIN articles x ON x.id = sa.article_id
      WHERE x.url LIKE ${`${server.origin}/%`}`.execute(a.t.handle.db);
    expect(story.rows).toHaveLength(1);
    const storyId = Number(story.rows[0]!.story_id);

    // Every match and delivery the two articles caused has run.
    await a.idle();
    for (const m of members) {
      const rows = await a.alertRows(m.user.userId);
      expect(rows.map((r) => [Number(r.story_id), r.status])).toEqual([[storyId, 'sent']]);
      await a.push.until(1, () => a.push.received.filter((p) => p.device === m.device.name).length);
      const pushes = a.push.received.filter((p) => p.device === m.device.name);
      expect(new Set(pushes.map((p) => p.topic))).toEqual(new Set([`story-${storyId}`]));
      expect(new Set(pushes.map((p) => p.payload.storyId))).toEqual(new Set([storyId]));
    }
    const all = await a.t.handle.db.selectFrom('push_alerts').select(['user_id', 'story_id']).execute();
    expect(all.filter((r) => Number(r.story_id) === storyId)).toHaveLength(members.length);
  }, 120_000);

  it('records one alert when two workers match two articles of a story at the very same time, every time', async () => {
    const m = await a.member('race-direct', ['Telangana']);
    const other = await sameDatabase();
    const mine = (await openAlerts(a.t.config, other.db, other.jobsSql, memoryLog(), () => a.t.clock.now))!;
    try {
      const clusterer = createStoryClusterer(a.t.handle.db);
      // Four events, each told by two wires (titles that cluster as one story; the events share
      // only the watched word, so each is a story of its own).
      const events = [
        ['Telangana cabinet approves Musi riverfront plan', 'Musi riverfront plan approved by Telangana cabinet'],
        ['Telangana schools shut as heavy rains lash Warangal', 'Heavy rains lash Warangal, Telangana schools shut'],
        ['Telangana farmers receive Rythu Bandhu payments', 'Rythu Bandhu payments reach Telangana farmers'],
        [
          'Telangana police bust cyber fraud ring in Karimnagar',
          'Cyber fraud ring in Karimnagar busted by Telangana police',
        ],
      ];
      for (const [round, titles] of events.entries()) {
        const ids: number[] = [];
        for (const [i, title] of titles.entries())
          ids.push(await a.article({ title, source: `Wire ${i}`, published: new Date(Date.now() + round * 1000) }));
        await clusterer.catchUp(new Date(0));
        // Both matches at once, each through its own pool.
        const made = await Promise.all([a.alerts.match(ids[0]!), mine.match(ids[1]!)]);
        expect(made.reduce((x, y) => x + y, 0)).toBe(1);
      }
      const rows = await a.alertRows(m.user.userId);
      expect(rows).toHaveLength(events.length);
      expect(new Set(rows.map((r) => r.story_id)).size).toBe(events.length);
    } finally {
      await mine.close();
    }
  }, 120_000);
});
