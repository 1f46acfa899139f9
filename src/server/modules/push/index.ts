import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/context.ts';
import type { Db, JobsSql } from '#server/db/database.ts';
import type { Config } from '#server/config.ts';
import type { Clusterer } from '#server/modules/stories/service.ts';
import { createAlerts, type Alerts } from './alerts';
import { openPushQueue } from './queue';
import { createPushRepository } from './repository';
import { pushRoutes } from './routes';
import { createPushSender } from './sender';
import { createPushService } from './service';

type Log = { warn: (o: object, m: string) => void; error: (o: object, m: string) => void };

/**
 * The alerts' queue and jobs on this database, or null when alerts are off (no VAPID keys).
 * `work` also takes jobs in this process; a crawler worker only enqueues.
 */
export async function openAlerts(
  config: Config,
  db: Db,
  jobsSql: JobsSql,
  log: Log,
  now: () => Date,
): Promise<(Alerts & { close: () => Promise<void> }) | null> {
  const keys = config.push.keys();
  if (!keys) return null;
  const boss = await openPushQueue(db, jobsSql, log);
  const sender = createPushSender(config.push, keys, now);
  const alerts = createAlerts({ repo: createPushRepository(db), boss, sender, now, log });
  return {
    ...alerts,
    close: async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
      sender.close();
    },
  };
}

/**
 * The crawler's clusterer, telling alerts of each new article after it joins its story. A
 * failure to enqueue is logged: the article is stored either way.
 */
export function alertingClusterer<C extends Pick<Clusterer, 'assign'>>(
  stories: C,
  alerts: Pick<Alerts, 'articleStored'> | null,
  log: Log,
): C {
  if (!alerts) return stories;
  return {
    ...stories,
    assign: async (articleId: number) => {
      const story = await stories.assign(articleId);
      await alerts
        .articleStored(articleId)
        .catch((err: unknown) => log.warn({ err, articleId }, 'alert matching not queued'));
      return story;
    },
  };
}

/** Alerts through Web Push: the routes, and the jobs taken in this process once it is ready. */
export async function registerPush(app: FastifyInstance, ctx: AppContext, jobsSql: JobsSql): Promise<Alerts | null> {
  const alerts = await openAlerts(ctx.config, ctx.db, jobsSql, ctx.log, ctx.now);
  const repo = createPushRepository(ctx.db);
  pushRoutes(
    app,
    createPushService({
      repo,
      keys: ctx.config.push.keys,
      allowPrivate: ctx.config.push.allowPrivate,
      now: ctx.now,
      test: alerts?.test,
    }),
  );
  if (alerts) {
    app.addHook('onReady', () => alerts.work());
    app.addHook('onClose', () => alerts.close());
  }
  return alerts;
}
