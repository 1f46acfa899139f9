import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRAWL_QUEUE, startQueueCrawler, type QueueCrawler } from '#server/modules/ingest/queue.ts';
import { createIngestRepository } from '#server/modules/ingest/repository.ts';
import type { IngestService } from '#server/modules/ingest/service.ts';
import { databaseTargets, scratchDatabase } from '../helpers/databases';

// The crawler queue lives in PostgreSQL only (pg-boss), in a database of its own here so that
// pg-boss installs from nothing, as on a new server.
const pgTarget = (await databaseTargets()).find((t) => t.name === 'postgres');

describe.skipIf(!pgTarget)('crawler queue start-up', () => {
  let db: Awaited<ReturnType<typeof scratchDatabase>>;

  beforeAll(async () => {
    db = await scratchDatabase(pgTarget?.url ?? '', 'khabar_queue');
  }, 60_000);

  afterAll(async () => {
    await db?.drop();
  }, 60_000);

  const start = (leaseSeconds: number) =>
    startQueueCrawler({
      databaseUrl: db.url,
      // No feeds: start-up and the queue are what is under test, not a crawl.
      service: {} as IngestService,
      repo: createIngestRepository(db.handle.db),
      feeds: [],
      log: pino({ level: 'silent' }),
      now: () => new Date(),
      leaseSeconds,
      tickSeconds: 60,
      concurrency: 1,
    });

  const queueRow = async () => {
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    try {
      return (
        await c.query<{ policy: string; expire_seconds: number }>(
          'SELECT policy, expire_seconds FROM pgboss.queue WHERE name = $1',
          [CRAWL_QUEUE],
        )
      ).rows;
    } finally {
      await c.end();
    }
  };

  it('lets several workers start at once on a new database, with one queue between them', async () => {
    const workers: QueueCrawler[] = await Promise.all(Array.from({ length: 4 }, () => start(30)));
    try {
      expect(await queueRow()).toEqual([{ policy: 'stately', expire_seconds: 30 }]);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
  }, 60_000);

  it('gives the queue the lease of a worker started later with another one', async () => {
    const w = await start(45);
    try {
      expect(await queueRow()).toEqual([{ policy: 'stately', expire_seconds: 45 }]);
    } finally {
      await w.stop();
    }
  }, 60_000);
});
