import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API } from '#shared/api-paths.ts';
import { MESSAGES } from '#shared/messages.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { DbHandle } from '#server/db/database.ts';
import { CLIENT_HEADERS } from '../helpers/app';
import { databaseTargets, freshDatabase } from '../helpers/databases';
import { randomIp, redisReachable, TEST_REDIS_URL } from '../helpers/redis';

// Two app instances on one database and one Redis stand for two server processes (the
// process-level proof is tests/scale/scale-out.test.ts): every limiter counts in Redis, so a
// client's budget is one budget whichever process answers, and a token or session made by
// one is good on the other.
const redisUp = await redisReachable();

describe.skipIf(!redisUp).each(await databaseTargets())(
  'limits and keys shared through Redis and the database ($name)',
  (target) => {
    let handle: DbHandle;
    let a: FastifyInstance;
    let b: FastifyInstance;
    const clock = { now: new Date() };
    beforeAll(async () => {
      handle = await freshDatabase(target);
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        CLIENT_DIR: './no-client-build',
        INGEST: 'off',
        REDIS_URL: TEST_REDIS_URL,
        SIGNIN_RATE_LIMIT: '4',
        OTP_RATE_LIMIT: '2',
        PAYMENTS_RATE_LIMIT: '6',
        PAYMENTS_RECONCILE_SECONDS: '0',
      });
      a = await buildApp(config, { db: handle, now: () => clock.now });
      b = await buildApp(config, { db: handle, now: () => clock.now });
      await Promise.all([a.ready(), b.ready()]);
    });
    afterAll(async () => {
      await a.close();
      await b.close();
      await handle.close();
    });

    const token = (app: FastifyInstance, ip: string, email = 'shared@example.com') =>
      app.inject({
        method: 'POST',
        url: API.user.demoToken,
        headers: CLIENT_HEADERS,
        payload: { email, name: 'Shared' },
        remoteAddress: ip,
      });
    const signIn = async (app: FastifyInstance, email: string) => {
      const idToken = (await token(app, randomIp(), email)).json().idToken as string;
      const res = await app.inject({
        method: 'POST',
        url: API.user.social,
        headers: CLIENT_HEADERS,
        payload: { provider: 'demo', idToken, rememberMe: 'No' },
        remoteAddress: randomIp(),
      });
      expect(res.statusCode, res.body).toBe(200);
      const c = res.cookies.find((x) => x.name === 'khabar_session')!;
      return `khabar_session=${c.value}`;
    };

    it('signs a demo token on one instance that the other accepts, and a session from one works on the other', async () => {
      const idToken = (await token(a, randomIp(), 'cross@example.com')).json().idToken as string;
      const res = await b.inject({
        method: 'POST',
        url: API.user.social,
        headers: CLIENT_HEADERS,
        payload: { provider: 'demo', idToken, rememberMe: 'No' },
        remoteAddress: randomIp(),
      });
      expect(res.statusCode, res.body).toBe(200);
      const cookie = `khabar_session=${res.cookies.find((x) => x.name === 'khabar_session')!.value}`;
      const me = await a.inject({ url: API.user.me, headers: { cookie } });
      expect(me.json().listObject[0]).toMatchObject({ email: 'cross@example.com' });
    });

    it('counts the sign-in limit across instances: 2 + 2 calls pass, the fifth is 429 on both', async () => {
      const ip = randomIp();
      for (const app of [a, a, b, b]) expect((await token(app, ip)).statusCode).toBe(200);
      const over = await a.inject({
        method: 'POST',
        url: API.user.demoToken,
        headers: CLIENT_HEADERS,
        payload: { email: 'x@example.com', name: 'X' },
        remoteAddress: ip,
      });
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ status: 429, error: 'Too Many Requests' });
      expect((await token(b, ip)).statusCode).toBe(429);
      expect((await token(b, randomIp())).statusCode).toBe(200); // another client is not affected
    });

    it('counts one-time-code sends across instances', async () => {
      const ip = randomIp();
      const send = async (app: FastifyInstance, email: string) =>
        app.inject({
          method: 'POST',
          url: API.otp.send,
          headers: { ...CLIENT_HEADERS, cookie: await signIn(app, email) },
          payload: { phone: '+919830099998' },
          remoteAddress: ip,
        });
      expect((await send(a, 'otp-a@example.com')).statusCode).toBe(200);
      expect((await send(b, 'otp-b@example.com')).statusCode).toBe(200);
      expect((await send(a, 'otp-c@example.com')).statusCode).toBe(429);
    });

    it('shares the money budget and its 5-minute block across instances, on the app clock', async () => {
      const cookie = await signIn(a, 'money@example.com');
      const ip = randomIp();
      const orders = (app: FastifyInstance) =>
        app.inject({ url: API.payment.orders, headers: { cookie }, remoteAddress: ip });
      clock.now = new Date('2026-07-01T10:00:00Z');
      try {
        for (const app of [a, b, a, b, a, b]) expect((await orders(app)).statusCode).toBe(200);
        const limited = await b.inject({ url: API.membership.all, headers: { cookie }, remoteAddress: ip });
        expect(limited.statusCode).toBe(429);
        expect(limited.json().message).toBe(MESSAGES.rateLimited);
        expect(Number(limited.headers['retry-after'])).toBe(300);
        clock.now = new Date('2026-07-01T10:04:50Z');
        const still = await a.inject({ url: API.payment.orders, headers: { cookie }, remoteAddress: ip });
        expect(still.statusCode).toBe(429);
        expect(Number(still.headers['retry-after'])).toBe(10);
        clock.now = new Date('2026-07-01T10:05:01Z');
        expect((await orders(b)).statusCode).toBe(200);
      } finally {
        clock.now = new Date();
      }
    });
  },
);
