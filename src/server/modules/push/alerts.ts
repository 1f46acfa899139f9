import type PgBoss from 'pg-boss';
import type { PushPayload } from '#shared/schemas/push.ts';
import { istDayBounds } from '#shared/time.ts';
import type { AlertArticle, PushRepository } from './repository';
import { DELIVERY_RETRY, QUEUES, type DeliverJob, type MatchJob } from './queue';
import { dueAt } from './schedule';
import type { PushSender } from './sender';
import { notificationTexts, type NotificationTexts } from './texts';

type Log = { warn: (o: object, m: string) => void; error: (o: object, m: string) => void };

/** How long a push service keeps an alert for a device that is offline. */
const TTL_SECONDS = 24 * 3600;
/**
 * Delivery workers in one process, and the deliveries each takes at a time (sent at once), and
 * matching workers. A pg-boss worker waits its polling interval between fetches even when more
 * jobs wait, so one delivery a fetch would cap a process at a few pushes a second.
 */
const DELIVER_SLOTS = 4;
const DELIVER_BATCH = 10;
const MATCH_SLOTS = 2;

/** An article's address in the app. */
export const appUrl = (articleUrl: string) => `/pages/news/details/${encodeURIComponent(articleUrl)}`;

/**
 * What the service worker shows for an article of a story (docs/alerts.md): the headline in its
 * own language, and the notification's own words in the member's interface language (`texts`).
 */
export function payloadOf(
  article: AlertArticle,
  storyId: number,
  texts: NotificationTexts,
  term?: string,
): PushPayload {
  return {
    title: article.title,
    body: article.source,
    url: appUrl(article.url),
    storyId,
    language: article.language,
    sources: article.sources,
    ...(term ? { term } : {}),
    display: {
      body:
        article.sources > 1 ? texts('sources', { source: article.source, sources: article.sources }) : article.source,
      ...(term ? { unwatch: texts('unwatch', { term }) } : {}),
    },
  };
}

/**
 * The alerts' jobs: an ingested article is matched against the members' watch lists (one alert
 * per member and story, held for its time or over the cap), alerts whose time came are queued,
 * and each goes to each device of the member in a job of its own, retried with backoff.
 */
export function createAlerts(d: { repo: PushRepository; boss: PgBoss; sender: PushSender; now: () => Date; log: Log }) {
  const { repo, boss } = d;

  const deliverJobs = (jobs: DeliverJob[], startAfter?: Date) =>
    jobs.length
      ? boss.insert(
          jobs.map((data) => ({
            name: QUEUES.deliver,
            data,
            ...DELIVERY_RETRY,
            ...(startAfter ? { startAfter } : {}),
          })),
        )
      : Promise.resolve();

  /** Queue the deliveries of alerts taken to send (each alert taken by one caller only), one job per device. */
  async function release(ids: number[]): Promise<void> {
    const targets = await repo.targets(ids);
    await deliverJobs(targets.map(({ alertId, subscriptionId }) => ({ alertId, subscriptionId })));
  }

  /**
   * Matches an article: the members it is news for, each one's alert of its story written in
   * one statement (the time it is due from the member's settings), and the alerts due now and
   * those updated after sending queued for delivery. Returns how many members got a new alert.
   */
  async function match(articleId: number): Promise<number> {
    const now = d.now();
    const article = await repo.article(articleId);
    if (!article?.storyId) return 0;
    const matches = await repo.matches(articleId, now);
    if (!matches.length) return 0;
    const settings = await repo.settingsOf(matches.map((m) => m.userId));
    const members = matches.map((m) => {
      const s = settings.get(m.userId)!;
      const due = dueAt(s, now);
      const day = istDayBounds(due);
      return { userId: m.userId, term: m.term, due, dayStart: day.start, dayEnd: day.end, cap: s.dailyCap };
    });
    const written = await repo.record({
      storyId: article.storyId,
      articleId,
      sources: article.sources,
      now,
      members,
    });
    await release([...written.queued, ...written.resend]);
    return written.made;
  }

  async function deliver(job: DeliverJob): Promise<void> {
    const now = d.now();
    if ('test' in job) {
      const sub = await repo.subscription(job.subscriptionId);
      if (!sub) return;
      const texts = await notificationTexts(sub.interfaceLanguage);
      const r = await d.sender.send(
        sub,
        {
          title: texts('testTitle'),
          body: texts('testBody'),
          url: '/dashboard/private',
          storyId: 0,
          language: 'en',
          sources: 0,
        },
        { topic: 'test', ttlSeconds: 600 },
      );
      if ('gone' in r) await repo.removeById(sub.id);
      return;
    }
    const a = await repo.toSend(job.alertId, job.subscriptionId);
    if (!a) return;
    const texts = await notificationTexts(a.interfaceLanguage);
    const r = await d.sender.send(a.subscription, payloadOf(a.article, a.storyId, texts, a.term), {
      // One notification per story on the device: a later send replaces it at the push service.
      topic: `story-${a.storyId}`,
      ttlSeconds: TTL_SECONDS,
    });
    if ('gone' in r) return repo.removeById(a.subscription.id);
    if ('retryAfterSeconds' in r) {
      // The push service asked to wait: the same delivery again after its Retry-After (by the
      // wall clock, which the queue's start times are in).
      await deliverJobs([job], new Date(Date.now() + r.retryAfterSeconds * 1000));
      return;
    }
    // The device's success first: whoever sees the alert sent sees the device's success too.
    await repo.delivered(a.subscription.id, now);
    await repo.sent(a.alertId, a.article.sources, now);
  }

  const flushDue = async () => release(await repo.takeDue(d.now()));

  return {
    /** A new article was stored: its matching is queued (never done in the crawler's path). */
    articleStored: async (articleId: number): Promise<void> => {
      await boss.send(QUEUES.match, { articleId } satisfies MatchJob, {
        retryLimit: 3,
        retryDelay: 5,
        retryBackoff: true,
      });
    },
    match,
    deliver,
    flushDue,
    /** A test notification to one device, through the queue like any alert. */
    test: (subscriptionId: number) => deliverJobs([{ test: true, subscriptionId }]),

    /** Take jobs in this process. */
    async work(): Promise<void> {
      const poll = { batchSize: 1, pollingIntervalSeconds: 0.5 };
      for (let i = 0; i < MATCH_SLOTS; i++)
        await boss.work<MatchJob>(QUEUES.match, poll, async ([job]) => {
          if (job) await match(job.data.articleId);
        });
      for (let i = 0; i < DELIVER_SLOTS; i++)
        await boss.work<DeliverJob>(
          QUEUES.deliver,
          { batchSize: DELIVER_BATCH, pollingIntervalSeconds: 0.5 },
          async (jobs) => {
            // Each delivery on its own: one that fails is failed alone (retried with its backoff),
            // and pg-boss completes the others when this returns (it completes only active jobs).
            const results = await Promise.allSettled(jobs.map((job) => deliver(job.data)));
            await Promise.all(
              results.map(async (r, k) => {
                if (r.status === 'fulfilled') return;
                const error = r.reason instanceof Error ? r.reason : new Error(String(r.reason));
                await boss
                  .fail(QUEUES.deliver, jobs[k]!.id, { message: error.message })
                  // Left active, the job expires and is retried as after a crash.
                  .catch((err: unknown) => d.log.error({ err }, 'a failed delivery not recorded'));
              }),
            );
          },
        );
      await boss.work(QUEUES.due, { batchSize: 1, pollingIntervalSeconds: 5 }, flushDue);
      await boss.schedule(QUEUES.due, '* * * * *');
      await flushDue().catch((err: unknown) => d.log.warn({ err }, 'held alerts not released'));
    },
  };
}
export type Alerts = ReturnType<typeof createAlerts>;
