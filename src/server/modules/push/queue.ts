import PgBoss from 'pg-boss';
import { currentSchema, type Db, type JobsSql } from '#server/db/database.ts';

/** The alerts' pg-boss queues. */
export const QUEUES = {
  /** {articleId}: a newly ingested article, to match against members' watch lists. */
  match: 'khabar-push-match',
  /** {alertId, subscriptionId} or {test, subscriptionId}: one notification to one device. */
  deliver: 'khabar-push-deliver',
  /** Every minute (cron): held alerts whose time has come (digest times, end of quiet hours). */
  due: 'khabar-push-due',
} as const;

export type MatchJob = { articleId: number };
export type DeliverJob = { alertId: number; subscriptionId: number } | { test: true; subscriptionId: number };

/** Retries with a growing delay (pg-boss's backoff: about 10 s, 20 s, 40 s… between tries). */
const RETRY = { retryLimit: 6, retryDelay: 10, retryBackoff: true } as const;

/**
 * pg-boss over the app's own database (both kinds: `jobsSql` runs its SQL on the pool or on the
 * embedded database's one connection). Its tables live in the schema `pgboss` (with the crawler's
 * queue), or beside a schema of the app's own (tests): `<schema>_pgboss`.
 */
export async function openPushQueue(db: Db, jobsSql: JobsSql, log: { error: (o: object, m: string) => void }) {
  const current = (await currentSchema(db)) ?? 'public';
  for (let attempt = 1; ; attempt++) {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => jobsSql(text, values) },
      schema: current === 'public' ? 'pgboss' : `${current}_pgboss`,
      // Finished jobs are kept a day for inspection, then dropped.
      archiveCompletedAfterSeconds: 3600,
      deleteAfterDays: 1,
      maintenanceIntervalSeconds: 60,
    });
    boss.on('error', (err) => log.error({ err }, 'alerts queue error'));
    try {
      await boss.start();
      for (const name of Object.values(QUEUES))
        if (!(await boss.getQueue(name)))
          await boss.createQueue(name, { name, policy: 'standard', ...RETRY, expireInSeconds: 120 });
      return boss;
    } catch (err) {
      await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
      if (attempt >= START_TRIES) throw err;
      // Apart, so the processes that collided do not collide again.
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 200));
    }
  }
}

/**
 * Several processes may start together on a database where pg-boss is not installed yet, or
 * its queues not made: pg-boss's install and `create_queue` let a second process's statement
 * fail then (a schema made meanwhile; a deadlock on the queue table, each process adding a
 * foreign key to it while holding its own new row). A process whose start failed starts again
 * with a new pg-boss, finding what the others made; a failure that outlasts the tries stops the
 * process's start, never leaves a queue missing.
 */
const START_TRIES = 6;

export { RETRY as DELIVERY_RETRY };
