import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { MESSAGES } from '#shared/messages.ts';
import { databaseTargets } from '../helpers/databases';
import { loadApp } from '../helpers/load';

// Past what it can serve, the server refuses early: 503 in the contract's error shape with a
// Retry-After, at once when the queue is full or the wait it foretells is past the queue's time
// limit, and after that limit otherwise. Health answers all the while. The database is held by
// the test, so every list request stays in the server as long as the test says.

const LIST = `${API.news.latest}?page=1&size=10`;

const expectBusy = (res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) => {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('1');
  expect(res.json()).toEqual({ status: 503, error: 'Service Unavailable', message: MESSAGES.serverBusy });
};

describe.each(await databaseTargets())('load shedding ($name)', (target) => {
  let t: Awaited<ReturnType<typeof loadApp>>;
  beforeAll(async () => {
    // One request at a time, two waiting, a quarter of a second each.
    t = await loadApp(target, { REQUEST_CONCURRENCY: '1', REQUEST_QUEUE_LIMIT: '2', REQUEST_QUEUE_TIMEOUT_MS: '250' });
  });
  afterAll(() => t.close());

  const list = () => t.app.inject({ url: LIST });

  it('answers 503 with Retry-After when the queue is full or a request waited too long, and health all the while', async () => {
    const hold = await t.holdArticles();
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
    for (const res of refused) expectBusy(res);
    expect(settled).not.toContain(0);

    await hold.release();
    const served = await calls[0]!;
    expect(served.statusCode).toBe(200);
    expect(served.json().totalElements).toBeGreaterThan(0);
    // The places are given back: the next requests are served.
    for (let i = 0; i < 3; i++) expect((await list()).statusCode).toBe(200);
  });

  it('refuses at once, without waiting, a request whose wait would pass the limit', async () => {
    // A server of its own: what it has learnt of how long places are held is this test's.
    const t = await loadApp(target, {
      REQUEST_CONCURRENCY: '1',
      REQUEST_QUEUE_LIMIT: '2',
      REQUEST_QUEUE_TIMEOUT_MS: '250',
    });
    onTestFinished(() => t.close());
    const list = () => t.app.inject({ url: LIST });
    const load = t.app.loadShedding;
    // The first request served holds its place for longer than the queue's limit: it teaches the
    // server how long places are held now.
    let hold = await t.holdArticles();
    const slow = list();
    await vi.waitFor(() => expect(load.active()).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 600));
    await hold.release();
    expect((await slow).statusCode).toBe(200);

    // The next one waiting behind a held place would wait about as long: it is refused on arrival.
    hold = await t.holdArticles();
    const served = list();
    await vi.waitFor(() => expect(load.active()).toBe(1));
    const before = { refused: load.refused, atOnce: load.refusedAtOnce };
    expectBusy(await list());
    expect(load.refused).toBe(before.refused + 1);
    expect(load.refusedAtOnce).toBe(before.atOnce + 1);
    expect(load.waiting()).toBe(0);
    await hold.release();
    expect((await served).statusCode).toBe(200);
    // A free place is taken whatever the foretelling: the server is not locked out by its past.
    expect((await list()).statusCode).toBe(200);
  });
});
