import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '#server/db/database.ts';
import { openPushQueue, QUEUES } from '#server/modules/push/queue.ts';
import { memoryLog } from '#tests/helpers/crawler.ts';
import { databaseTargets, freshDatabase } from '#tests/helpers/databases.ts';

// Server processes starting together on one PostgreSQL each make the alerts' queues: every one
// of them starts, and every queue is there once. (The embedded database belongs to one process.)
const PROCESSES = 4;
const TRIALS = Number(process.env.RACE_TRIALS ?? 3);
const postgres = (await databaseTargets()).filter((t) => t.name === 'postgres');

describe.skipIf(postgres.length === 0)('the alerts queues, made by several processes at once', () => {
  it(`${PROCESSES} processes start at once on a new database, ${TRIALS} times: all start, each queue made once`, async () => {
    const target = postgres[0]!;
    for (let trial = 0; trial < TRIALS; trial++) {
      const main = await freshDatabase(target);
      const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(main.db);
      const handles: DbHandle[] = [];
      try {
        for (let p = 0; p < PROCESSES; p++)
          handles.push(
            await openDatabase({ databaseUrl: target.url, dataDir: 'memory://', schema: rows[0]!.schema, poolSize: 2 }),
          );
        const logs = handles.map(() => memoryLog());
        const bosses = await Promise.all(handles.map((h, i) => openPushQueue(h.db, h.jobsSql, logs[i]!)));
        try {
          // pg-boss's own queues (its scheduler's) aside.
          const queues = (await bosses[0]!.getQueues())
            .map((q) => q.name)
            .filter((n) => !n.startsWith('__pgboss__'))
            .sort();
          expect(queues).toEqual(Object.values(QUEUES).sort());
          // Each process can use every queue: a job sent by one is taken by another.
          const id = await bosses[1]!.send(QUEUES.match, { articleId: 1 });
          const [job] = await bosses[2]!.fetch<{ articleId: number }>(QUEUES.match);
          expect(job?.id).toBe(id);
          expect(logs.flatMap((l) => l.lines).filter((l) => l.level === 'error')).toEqual([]);
        } finally {
          await Promise.all(bosses.map((b) => b.stop({ graceful: false, wait: true })));
        }
      } finally {
        for (const h of handles) await h.close();
        await main.close();
      }
    }
  }, 300_000);
});
