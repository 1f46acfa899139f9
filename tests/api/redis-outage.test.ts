import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { API } from '#shared/api-paths.ts';
import { MESSAGES } from '#shared/messages.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { DbHandle } from '#server/db/database.ts';
import { CLIENT_HEADERS } from '../helpers/app';
import { freshDatabase } from '../helpers/databases';
import { randomIp, redisReachable, TEST_REDIS_URL } from '../helpers/redis';

// A Redis outage loosens the limits to one budget per process; it does not refuse the calls
// they guard (sign-in, one-time codes, payments) with a 500, and it does not lift them.

const configFor = (redisUrl: string) =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CLIENT_DIR: './no-client-build',
    INGEST: 'off',
    REDIS_URL: redisUrl,
    SIGNIN_RATE_LIMIT: '4',
    PAYMENTS_RATE_LIMIT: '3',
    PAYMENTS_RECONCILE_SECONDS: '0',
  });

const token = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: API.user.demoToken,
    headers: CLIENT_HEADERS,
    payload: { email: 'outage@example.com', name: 'Outage' },
    remoteAddress: ip,
  });

/** A closed port: nothing listens there, so the connection is refused at once, again and again. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as { port: number };
  await new Promise((resolve) => s.close(resolve));
  return port;
}

describe('rate limits while Redis cannot be reached at all', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    handle = await freshDatabase({ name: 'pglite' });
    app = await buildApp(configFor(`redis://127.0.0.1:${await closedPort()}/2`), { db: handle });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('still answers the sign-in calls, and still refuses the fifth in a minute', async () => {
    const ip = randomIp();
    for (let i = 0; i < 4; i++) expect((await token(app, ip)).statusCode).toBe(200);
    const over = await token(app, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ status: 429, error: 'Too Many Requests' });
    expect((await token(app, randomIp())).statusCode).toBe(200);
  });

  it('still answers the money calls, and still blocks a client that went over for five minutes', async () => {
    const idToken = (await token(app, randomIp())).json().idToken as string;
    const signedIn = await app.inject({
      method: 'POST',
      url: API.user.social,
      headers: CLIENT_HEADERS,
      payload: { provider: 'demo', idToken, rememberMe: 'No' },
      remoteAddress: randomIp(),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = `khabar_session=${signedIn.cookies.find((c) => c.name === 'khabar_session')!.value}`;
    const ip = randomIp();
    for (let i = 0; i < 3; i++)
      expect((await app.inject({ url: API.payment.orders, headers: { cookie }, remoteAddress: ip })).statusCode).toBe(
        200,
      );
    const limited = await app.inject({ url: API.membership.all, headers: { cookie }, remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(MESSAGES.rateLimited);
    expect(Number(limited.headers['retry-after'])).toBe(300);
  });
});

/** A TCP relay to Redis that can be cut (every connection closed, the port refused) and restored. */
async function relayTo(url: string) {
  const target = new URL(url);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = async () => {
    server = createServer((client) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  };
  await listen();
  return {
    url: () => `redis://127.0.0.1:${port}${target.pathname}`,
    async cut() {
      const closed = new Promise((resolve) => server!.close(resolve));
      for (const s of sockets) s.destroy();
      await closed;
    },
    restore: listen,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server?.close(resolve));
    },
  };
}

const redisUp = await redisReachable();

describe.skipIf(!redisUp)('rate limits when Redis goes away and comes back', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let relay: Awaited<ReturnType<typeof relayTo>>;
  let redis: Redis;
  beforeAll(async () => {
    relay = await relayTo(TEST_REDIS_URL);
    redis = new Redis(TEST_REDIS_URL);
    handle = await freshDatabase({ name: 'pglite' });
    app = await buildApp(configFor(relay.url()), { db: handle });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await relay.close();
    await redis.quit();
    await handle.close();
  });

  /** Whether the app counted this call's client in Redis (the plugin's key ends in the client's address). */
  const countedInRedis = async (ip: string) => (await redis.keys(`khabar:rl:*${ip}`)).length > 0;

  it('counts in this process during the outage and in Redis again once it is back', async () => {
    const ip = randomIp();
    for (let i = 0; i < 2; i++) expect((await token(app, ip)).statusCode).toBe(200);
    expect(await countedInRedis(ip)).toBe(true);

    await relay.cut();
    // The process has not counted this client itself: four calls pass, the fifth is refused.
    for (let i = 0; i < 4; i++) expect((await token(app, ip)).statusCode).toBe(200);
    expect((await token(app, ip)).statusCode).toBe(429);
    const during = randomIp();
    expect((await token(app, during)).statusCode).toBe(200);
    expect(await countedInRedis(during)).toBe(false);

    await relay.restore();
    // ioredis reconnects on its own schedule: a fresh client's call is counted in Redis once it has.
    await expect
      .poll(
        async () => {
          const probe = randomIp();
          expect((await token(app, probe)).statusCode).toBe(200);
          return countedInRedis(probe);
        },
        { timeout: 15_000, interval: 200 },
      )
      .toBe(true);
    // Redis still holds the two calls made before the outage: two more pass, then 429.
    for (let i = 0; i < 2; i++) expect((await token(app, ip)).statusCode).toBe(200);
    expect((await token(app, ip)).statusCode).toBe(429);
  });
});
