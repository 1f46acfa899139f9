import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { MESSAGES } from '#shared/messages.ts';
import { testApp, type TestApp } from '../helpers/app';
import { databaseTargets } from '../helpers/databases';
import { fixtureUrl, insertFixtures } from './news-fixtures';

// Past what it can serve, the server refuses early: 503 in the contract's error shape with a
// Retry-After, at once when the queue is full and after the queue's time limit otherwise. Health
// answers all the while. The database is held (the articles table locked in a transaction of the
// test's own), so every list request stays in the server as long as the test says.

describe.each(await databaseTargets())('load shedding ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    // One request at a time, two waiting, a quarter of a second each.
    t = await testApp(target, {
      REQUEST_CONCURRENCY: '1',
      REQUEST_QUEUE_LIMIT: '2',
      REQUEST_QUEUE_TIMEOUT_MS: '250',
    });
    await insertFixtures(t.handle, [
      { url: fixtureUrl('load'), title: 'Load story', summary: 'India', text: 'Body.', published: new Date() },
    ]);
  });
  afterAll(() => t.close());

  /** Hold the articles table until `release` is called. */
  async function holdArticles() {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const held = t.handle.db.transaction().execute(async (trx) => {
      await sql`LOCK TABLE articles IN ACCESS EXCLUSIVE MODE`.execute(trx);
      locked();
      await released;
    });
    await isLocked;
    return { release: async () => (release(), await held) };
  }

  it('answers 503 with Retry-After when the queue is full or a request waited too long, and health all the while', async () => {
    const hold = await holdArticles();
    const list = () => t.app.inject({ url: `${API.news.latest}?page=1&size=10` });
    const settled: number[] = [];
    const calls = Array.from({ length: 6 }, (_, i) =>
      list().then((res) => {
        settled.push(i);
        return res;
      }),
    );
    // Health needs no turn and no database: it answers while the database is held.
    const health = await t.app.inject(API.health);
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });

    // One is served (and waits for the database), two wait their turn and give up after 250 ms,
    // three find the queue full: five 503s while the database is still held.
    const refused = await Promise.all(calls.slice(1));
    for (const res of refused) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({ status: 503, error: 'Service Unavailable', message: MESSAGES.serverBusy });
    }
    expect(settled).not.toContain(0);

    await hold.release();
    const served = await calls[0]!;
    expect(served.statusCode).toBe(200);
    expect(served.json().totalElements).toBeGreaterThan(0);
    // The places are given back: the next requests are served.
    for (let i = 0; i < 3; i++) expect((await list()).statusCode).toBe(200);
  });
});
