import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { firstAnswer, openRequest } from '#tests/helpers/raw-http.ts';
import { databaseTargets } from '../helpers/databases';
import { loadApp } from '../helpers/load';

// Overload heals by itself: requests whose clients leave while they wait in the load-shedding
// queue give their places back, so the server answers normally afterwards. Real sockets against
// a listening server (a closed connection is what the server must notice), the database held by
// the test so that the requests stay queued as long as the test says.

const LIST = `${API.news.latest}?page=1&size=10`;
const QUEUED = 60;

describe.each(await databaseTargets())('load shedding heals ($name)', (target) => {
  let t: Awaited<ReturnType<typeof loadApp>>;
  let port: number;
  beforeAll(async () => {
    // Two places; waits long enough that no request gives up by itself during the test.
    t = await loadApp(target, {
      REQUEST_CONCURRENCY: '2',
      REQUEST_QUEUE_LIMIT: '100',
      REQUEST_QUEUE_TIMEOUT_MS: '120000',
      READY_BUSY_SECONDS: '1',
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const get = async (path: string) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`);
    return { status: res.status, type: res.headers.get('content-type'), body: await res.json() };
  };

  it('frees the places of 60 queued requests whose clients closed their connections at once', async () => {
    const load = t.app.loadShedding;
    const hold = await t.holdArticles();
    const served = await Promise.all([openRequest(port, LIST), openRequest(port, LIST)]);
    await vi.waitFor(() => expect(load.active()).toBe(2), { timeout: 10_000 });
    const queued = await Promise.all(Array.from({ length: QUEUED }, () => openRequest(port, LIST)));
    await vi.waitFor(() => expect(load.waiting()).toBe(QUEUED), { timeout: 10_000 });

    // Liveness answers all the while; readiness says the places do not move.
    expect(await get(API.health)).toMatchObject({ status: 200, body: { status: 'ok' } });
    await vi.waitFor(
      async () => {
        const ready = await get(API.ready);
        expect(ready.status).toBe(503);
        expect(ready.type).toMatch(/^application\/json/);
        expect(ready.body).toEqual({
          status: 503,
          error: 'Service Unavailable',
          message: expect.stringMatching(/^Not ready/),
        });
      },
      { timeout: 15_000, interval: 200 },
    );

    // Sixty clients give up together: half close their connections, half reset them.
    queued.forEach((socket, i) => (i % 2 ? socket.destroy() : socket.resetAndDestroy()));
    await vi.waitFor(() => expect(load.waiting()).toBe(0), { timeout: 10_000 });
    expect(load.abandoned).toBe(QUEUED);
    expect(load.refused).toBe(0);

    // The two being served finish once the database is let go, and the server answers normally.
    const answers = served.map(firstAnswer);
    await hold.release();
    for (const answer of await Promise.all(answers)) expect(answer.status).toBe(200);
    served.forEach((socket) => socket.destroy());
    const after = await Promise.all(Array.from({ length: 20 }, () => get(LIST)));
    for (const res of after) {
      expect(res.status).toBe(200);
      expect(res.body.totalElements).toBeGreaterThan(0);
    }
    await vi.waitFor(() => expect(load.active()).toBe(0), { timeout: 10_000 });
    expect(await get(API.ready)).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('gives the place of a request whose client left mid-answer back', async () => {
    const load = t.app.loadShedding;
    const hold = await t.holdArticles();
    const sockets = await Promise.all([openRequest(port, LIST), openRequest(port, LIST)]);
    await vi.waitFor(() => expect(load.active()).toBe(2), { timeout: 10_000 });
    sockets.forEach((socket) => socket.destroy());
    await vi.waitFor(() => expect(load.active()).toBe(0), { timeout: 10_000 });
    await hold.release();
    expect((await get(LIST)).status).toBe(200);
  });
});
