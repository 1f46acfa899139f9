import { sql } from 'kysely';
import webpush from 'web-push';
import { API } from '#shared/api-paths.ts';
import { openAlerts } from '#server/modules/push/index.ts';
import { createStoryClusterer } from '#server/modules/stories/index.ts';
import { insertFixtures, fixtureUrl } from '#tests/api/news-fixtures.ts';
import { signIn, type Signed } from './accounts';
import { testApp, type TestApp } from './app';
import type { DbTarget } from './databases';
import { grantMembership } from './membership';
import { startPushService, type Device } from './push-service';

const DAY = 86_400_000;

/** The server's VAPID pair in a test run: made by web-push, as an operator would. */
export const TEST_VAPID = webpush.generateVAPIDKeys();

const quietLog = { warn: () => undefined, error: () => undefined };

/**
 * An app with alerts on (VAPID keys configured, the push service stand-in trusted through
 * PUSH_CA_FILE, its loopback address allowed), its job workers running, and a second handle on
 * the same jobs for the test to drive matching and releases at a clock it sets.
 */
export async function alertsApp(target: DbTarget, env: Record<string, string> = {}) {
  const push = await startPushService(TEST_VAPID.publicKey);
  const t: TestApp = await testApp(target, {
    VAPID_PUBLIC_KEY: TEST_VAPID.publicKey,
    VAPID_PRIVATE_KEY: TEST_VAPID.privateKey,
    VAPID_SUBJECT: 'mailto:alerts@khabar.example',
    PUSH_ALLOW_PRIVATE: 'true',
    PUSH_CA_FILE: push.caFile,
    ...env,
  });
  const alerts = (await openAlerts(t.config, t.handle.db, t.handle.jobsSql, quietLog, () => t.clock.now))!;
  const clusterer = createStoryClusterer(t.handle.db);
  let n = 0;

  /**
   * Subscribes a new device `name` of the signed-in member, now (the test clock), with what
   * else the client sends (`extra`: the device's interface language); the device.
   */
  async function subscribe(s: Signed, name: string, extra: { interfaceLanguage?: string } = {}): Promise<Device> {
    const d = push.device(name);
    const res = await t.app.inject({
      method: 'POST',
      url: API.push.subscription,
      headers: s.headers,
      payload: { ...d.subscription, ...extra },
    });
    if (res.statusCode !== 201) throw new Error(`subscribe: ${res.statusCode} ${res.body}`);
    return d;
  }

  /** A member with a watch list, their device subscribed now (the test clock). */
  async function member(tag: string, terms: string[], device = true): Promise<Signed & { device: Device }> {
    const s = await signIn(t.app, `alerts-${tag}@example.com`);
    await grantMembership(t.handle.db, s.user.userId, { start: new Date(t.clock.now.getTime() - DAY), days: 30 });
    await t.app.inject({ method: 'PUT', url: API.user.watchlist, headers: s.headers, payload: { terms } });
    const name = `${tag}-${++n}`;
    return { ...s, device: device ? await subscribe(s, name) : push.device(name) };
  }

  /** An article stored and clustered as ingest leaves it; its id. */
  async function article(a: {
    title: string;
    summary?: string;
    source?: string;
    published?: Date;
    language?: string;
  }): Promise<number> {
    const url = fixtureUrl('alert');
    await insertFixtures(t.handle, [
      {
        url,
        title: a.title,
        summary: a.summary ?? '',
        published: a.published ?? t.clock.now,
        source: a.source ?? 'Fixture Wire',
        ...(a.language ? { language: a.language } : {}),
      },
    ]);
    const { rows } = await sql<{ id: number }>`SELECT id FROM articles WHERE url = ${url}`.execute(t.handle.db);
    const id = Number(rows[0]!.id);
    await clusterer.assign(id);
    return id;
  }

  const alertRows = (userId: number) =>
    t.handle.db.selectFrom('push_alerts').selectAll().where('user_id', '=', userId).orderBy('id').execute();

  /** Resolves once the member's alert rows satisfy `ok` (a delivery's result is stored after the push service answers). */
  async function rowsWhen(userId: number, ok: (rows: Awaited<ReturnType<typeof alertRows>>) => boolean) {
    for (let i = 0; ; i++) {
      const rows = await alertRows(userId);
      if (ok(rows)) return rows;
      if (i >= 120) throw new Error(`alert rows never settled: ${JSON.stringify(rows)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** Resolves once the alerts' queues hold no job waiting or running (every match and delivery done). */
  async function idle(): Promise<void> {
    const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(t.handle.db);
    const jobs = sql.id(rows[0]!.schema === 'public' ? 'pgboss' : `${rows[0]!.schema}_pgboss`, 'job');
    for (let i = 0; ; i++) {
      const { rows: left } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${jobs}
        WHERE name LIKE 'khabar-push-%' AND name <> 'khabar-push-due' AND state IN ('created', 'retry', 'active')`.execute(
        t.handle.db,
      );
      if (Number(left[0]?.n) === 0) return;
      if (i >= 240) throw new Error(`alert jobs still pending: ${left[0]?.n}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  return {
    t,
    push,
    rowsWhen,
    idle,
    alerts,
    member,
    subscribe,
    article,
    alertRows,
    close: async () => {
      await alerts.close();
      await t.close();
      await push.close();
    },
  };
}
export type AlertsApp = Awaited<ReturnType<typeof alertsApp>>;
