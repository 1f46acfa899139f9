import { writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { feedStatusListSchema } from '#shared/schemas/ingest.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { DbHandle } from '#server/db/database.ts';
import { createIngestRepository } from '#server/modules/ingest/repository.ts';
import { startIngestScheduler } from '#server/modules/ingest/scheduler.ts';
import { testCrawler } from '../helpers/crawler';
import { databaseTargets, freshDatabase } from '../helpers/databases';
import { rss, startFeedServer } from '../helpers/feed-server';

const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIR: './no-client-build', INGEST: 'off' } as const;

describe.each(await databaseTargets())('feed status for admins ($name)', (target) => {
  let app: FastifyInstance;
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await freshDatabase(target);
    const repo = createIngestRepository(handle.db);
    await repo.upsertFeeds([
      { url: 'https://news.example/feed.xml', source: 'Example', category: 'World' },
      { url: 'https://news.example/recent.xml', source: 'Example', category: 'World' },
    ]);
    // Failing since 5 January 2025: the second failure keeps the start of the run.
    for (const day of ['05', '06']) {
      await repo.saveOutcome('https://news.example/feed.xml', {
        lastFetch: new Date(`2025-01-${day}T08:00:00Z`),
        status: 'failed',
        httpStatus: 503,
        errorCount: day === '05' ? 1 : 2,
        nextCheck: new Date('2025-01-06T09:00:00Z'),
        lastError: 'HTTP 503',
      });
    }
    // Worked, then failed an hour ago: not yet a week.
    const now = Date.now();
    await repo.saveOutcome('https://news.example/recent.xml', {
      lastFetch: new Date(now - 86_400_000),
      status: 'ok',
      httpStatus: 200,
      errorCount: 0,
      nextCheck: new Date(now),
      lastError: null,
    });
    await repo.saveOutcome('https://news.example/recent.xml', {
      lastFetch: new Date(now - 3_600_000),
      status: 'failed',
      httpStatus: null,
      errorCount: 1,
      nextCheck: new Date(now),
      lastError: 'timeout',
    });
    app = await buildApp(loadConfig(env), { db: handle });
    // Sessions belong to the accounts module; here a test-only header stands in for one.
    app.addHook('onRequest', async (req) => {
      const role = req.headers['x-test-role'];
      if (role === 'admin' || role === 'user')
        req.user = { id: 1, username: 'u', email: 'u@example.org', role, member: false };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('is 401 for visitors and 403 for members who are not admins', async () => {
    expect((await app.inject(API.management.ingestFeeds)).statusCode).toBe(401);
    const res = await app.inject({ url: API.management.ingestFeeds, headers: { 'x-test-role': 'user' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 403, error: 'Forbidden' });
  });

  it('lists each feed with last fetch, status, error count, next check and last error', async () => {
    const res = await app.inject({ url: API.management.ingestFeeds, headers: { 'x-test-role': 'admin' } });
    expect(res.statusCode).toBe(200);
    const body = feedStatusListSchema.parse(res.json());
    expect(body.totalElementCount).toBe(2);
    expect(body.listObject[0]).toEqual({
      url: 'https://news.example/feed.xml',
      source: 'Example',
      category: 'World',
      lastFetch: '2025-01-06T08:00:00.000Z',
      lastStatus: 'failed',
      httpStatus: 503,
      errorCount: 2,
      nextCheck: '2025-01-06T09:00:00.000Z',
      lastError: 'HTTP 503',
      itemsNew: 0,
      failingSince: '2025-01-05T08:00:00.000Z',
      failingForAWeek: true,
    });
  });

  it('flags a feed only once it has failed for a week, and clears the flag when it works', async () => {
    const res = await app.inject({ url: API.management.ingestFeeds, headers: { 'x-test-role': 'admin' } });
    const recent = feedStatusListSchema
      .parse(res.json())
      .listObject.find((f) => f.url === 'https://news.example/recent.xml');
    expect(recent).toMatchObject({ lastStatus: 'failed', failingForAWeek: false, failingSince: expect.any(String) });
    const repo = createIngestRepository(handle.db);
    await repo.saveOutcome('https://news.example/feed.xml', {
      lastFetch: new Date(),
      status: 'ok',
      httpStatus: 200,
      errorCount: 0,
      nextCheck: new Date(),
      lastError: null,
    });
    const after = await app.inject({ url: API.management.ingestFeeds, headers: { 'x-test-role': 'admin' } });
    expect(feedStatusListSchema.parse(after.json()).listObject[0]).toMatchObject({
      failingSince: null,
      failingForAWeek: false,
    });
  });
});

describe('the in-server schedule', () => {
  it('crawls due feeds, then leaves them until their next check', async () => {
    const server = await startFeedServer();
    server.static(
      '/feed.xml',
      rss([{ title: 'Scheduled', link: `${server.origin}/s` }], '<ttl>120</ttl>'),
      'application/rss+xml',
    );
    const [target] = await databaseTargets();
    const c = await testCrawler(target!);
    const feeds = [{ url: `${server.origin}/feed.xml`, source: 'S', category: 'India' }];
    const scheduler = startIngestScheduler({ ...c, feeds, now: () => new Date(), firstDelayMs: 3_600_000 });
    try {
      await scheduler.tick();
      await scheduler.tick();
      expect(server.paths().filter((p) => p === '/feed.xml')).toHaveLength(1);
      const state = await c.repo.feed(feeds[0]!.url);
      // <ttl>120</ttl>: two hours (±10 % jitter) rather than the default half hour.
      expect(new Date(state!.next_check).getTime() - Date.now()).toBeGreaterThan(0.85 * 120 * 60_000);
    } finally {
      await scheduler.stop();
      await c.close();
      await server.close();
    }
  }, 120_000);

  it('stops the server from starting with a bad feeds file, in one line', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'khabar-feeds-'));
    const file = path.join(dir, 'feeds.json');
    writeFileSync(file, JSON.stringify([{ url: 'ftp://x', source: 'X', category: 'India' }]));
    const [target] = await databaseTargets();
    const handle = await freshDatabase(target!);
    try {
      await expect(buildApp(loadConfig({ ...env, INGEST: 'on', FEEDS_FILE: file }), { db: handle })).rejects.toThrow(
        /^Invalid feeds file .*feeds\.json: \[0\.url\]/,
      );
    } finally {
      await handle.close();
    }
  }, 120_000);
});
