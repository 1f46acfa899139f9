// `npm run bench:alerts`: alerts at scale. MEMBERS members (10,000), each a member with TERMS
// watch-list terms (5; names of the demo corpus's people, places and organisations, the
// common ones more often) and one device at the push service stand-in; then ARTICLES demo
// articles (1,000: an hour of news at that rate) are stored and clustered, and timed:
// - match: the matching statement alone (the members an article is news for), every article;
// - sending: for the first SEND articles (100), the time from the matching job's start to the
//   last of its pushes accepted by the stand-in (encrypted, VAPID-signed, decrypted there),
//   through the pg-boss delivery jobs of one process;
// - job: the whole matching job (the statement, one alert row per member and story written with
//   the daily cap, the deliveries queued) of the other articles, in a process that sends nothing.
// Knobs: BENCH_ONLY (embedded | postgres), BENCH_ALERTS_MEMBERS, BENCH_ALERTS_TERMS,
// BENCH_ALERTS_ARTICLES, BENCH_ALERTS_SEND, BENCH_ALERTS_JOBS (how many whole jobs are timed),
// BENCH_ALERTS_EXPLAIN (prints the plan of the article that reaches the most members),
// DATABASE_URL (else the local PostgreSQL; skipped when unreachable).
import { mkdirSync, writeFileSync } from 'node:fs';
import { sql } from 'kysely';
import webpush from 'web-push';
import { loadConfig } from '#server/config.ts';
import type { Db } from '#server/db/database.ts';
import { demoArticle } from '#server/demo/generator.ts';
import { rng } from '#server/demo/rng.ts';
import { insertArticles } from '#server/demo/repository.ts';
import { DEMO_HOST, DEMO_SOURCES, INDIAN_PLACES, ORGS, PEOPLE, WORLD_PLACES } from '#server/demo/vocabulary.ts';
import { INDIC_DEMO_SOURCES } from '#server/demo/vocabulary-indic.ts';
import { openAlerts } from '#server/modules/push/index.ts';
import { createPushRepository, matchStatement } from '#server/modules/push/repository.ts';
import { createStoryClusterer } from '#server/modules/stories/index.ts';
import { databaseTargets } from '../helpers/databases';
import { startPushService } from '../helpers/push-service';
import { percentiles } from './measure';
import { benchDatabase, type BenchKind } from './spawn';

const MEMBERS = Number(process.env.BENCH_ALERTS_MEMBERS ?? 10_000);
const TERMS = Number(process.env.BENCH_ALERTS_TERMS ?? 5);
const ARTICLES = Number(process.env.BENCH_ALERTS_ARTICLES ?? 1_000);
const SEND = Number(process.env.BENCH_ALERTS_SEND ?? 100);
/** How many of the other articles' whole matching jobs are timed (all of them unless set). */
const JOBS = Number(process.env.BENCH_ALERTS_JOBS ?? Infinity);
const DAY = 86_400_000;
const f = (n: number, d = 2) => n.toFixed(d);
const NAMES = [...new Set([...PEOPLE, ...INDIAN_PLACES, ...WORLD_PLACES, ...ORGS].map(String))];

async function members(db: Db, now: Date, endpoint: (i: number) => { endpoint: string; p256dh: string; auth: string }) {
  const r = rng(52);
  for (let from = 0; from < MEMBERS; from += 1000) {
    const users = [];
    for (let i = from; i < Math.min(MEMBERS, from + 1000); i++) {
      const terms = new Set<string>();
      // Skewed towards the first names of the list, as interest is: u² puts half the picks in its first quarter.
      while (terms.size < Math.min(TERMS, NAMES.length)) terms.add(NAMES[Math.floor(r() ** 2 * NAMES.length)]!);
      users.push({
        provider: 'BENCH',
        subject: `m${i}`,
        username: `bench-member-${i}`,
        email: `m${i}@bench.example`,
        watchlist: JSON.stringify([...terms]),
      });
    }
    const ids = await db.insertInto('users').values(users).returning('id').execute();
    await db
      .insertInto('memberships')
      .values(
        ids.map(({ id }) => ({
          user_id: id,
          no_of_days: 30,
          create_date: new Date(now.getTime() - DAY),
          start_date: new Date(now.getTime() - DAY),
          end_date: new Date(now.getTime() + 29 * DAY),
        })),
      )
      .execute();
    await db
      .insertInto('push_subscriptions')
      .values(
        ids.map(({ id }, k) => ({ user_id: id, ...endpoint(from + k), created_at: new Date(now.getTime() - DAY) })),
      )
      .execute();
  }
  await sql`ANALYZE`.execute(db);
}

async function benchOne(kind: BenchKind, url: string | undefined) {
  const vapid = webpush.generateVAPIDKeys();
  const push = await startPushService(vapid.publicKey);
  const bench = await benchDatabase(kind, url);
  const handle = await bench.open();
  const db = handle.db;
  // Noon in India today: outside the default quiet hours (22:00–07:00 IST), so alerts go at once.
  const now = new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00+05:30`);
  const config = loadConfig({
    NODE_ENV: 'test',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    PUSH_ALLOW_PRIVATE: 'true',
    PUSH_CA_FILE: push.caFile,
  });
  const log = { warn: () => undefined, error: (o: object, m: string) => console.error(m, o) };
  const alerts = (await openAlerts(config, db, handle.jobsSql, log, () => now))!;
  let sending: typeof alerts | undefined;
  try {
    // Each member one device at the stand-in (a few thousand distinct devices suffice: each decrypts with its own keys).
    const devices = Array.from({ length: Math.min(MEMBERS, 2000) }, (_, i) => push.device(`d${i}`));
    const t0 = performance.now();
    await members(db, now, (i) => ({
      ...devices[i % devices.length]!.subscription.keys,
      endpoint: `${devices[i % devices.length]!.subscription.endpoint}?m=${i}`,
    }));
    console.log(`${kind}: ${MEMBERS} members with ${TERMS} terms each in ${f((performance.now() - t0) / 1000, 1)} s`);
    await db
      .insertInto('sources')
      .values([...DEMO_SOURCES, ...INDIC_DEMO_SOURCES].map((name) => ({ name, homepage: `https://${DEMO_HOST}/` })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    await insertArticles(
      db,
      Array.from({ length: ARTICLES }, (_, i) => ({
        ...demoArticle(i, now),
        published: new Date(now.getTime() - (ARTICLES - i) * 3600),
      })),
    );
    const ids = (await db.selectFrom('articles').select('id').orderBy('id').execute()).map((r) => r.id);
    const clusterer = createStoryClusterer(db);
    for (const id of ids) await clusterer.assign(id);
    // The tables as autovacuum leaves them after a bulk load: statistics, and the visibility map
    // that lets index-only scans skip the rows.
    await sql`VACUUM ANALYZE`.execute(db);
    const repo = createPushRepository(db);
    const matchMs: number[] = [];
    const matched: number[] = [];
    for (const id of ids) {
      const t = performance.now();
      const m = await repo.matches(id, now);
      matchMs.push(performance.now() - t);
      matched.push(m.length);
    }
    if (process.env.BENCH_ALERTS_EXPLAIN) {
      // The plan of the article that reaches the most members, with its buffers.
      const most = ids[matched.indexOf(Math.max(...matched))]!;
      const plan = await sql<{ 'QUERY PLAN': string }>`EXPLAIN (ANALYZE, BUFFERS) ${matchStatement(most, now)}`.execute(
        db,
      );
      console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
    // Sending: the first SEND articles' matching jobs, each waited for until its pushes are in,
    // by a queue whose process takes the delivery jobs.
    sending = (await openAlerts(config, db, handle.jobsSql, log, () => now))!;
    await sending.work();
    const sendMs: number[] = [];
    let sent = 0;
    const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
    const jobs = sql.id(rows[0]!.schema === 'public' ? 'pgboss' : `${rows[0]!.schema}_pgboss`, 'job');
    const pending = async () =>
      Number(
        (
          await sql<{ n: number }>`SELECT count(*) AS n FROM ${jobs}
            WHERE name = 'khabar-push-deliver' AND state IN ('created', 'retry', 'active')`.execute(db)
        ).rows[0]?.n,
      );
    for (const id of ids.slice(0, SEND)) {
      const before = push.received.length;
      const t = performance.now();
      await sending.match(id);
      // Its deliveries are all done when none is waiting or running.
      while ((await pending()) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      sendMs.push(performance.now() - t);
      sent += push.received.length - before;
    }
    await sending.close();
    sending = undefined;
    // The whole job (match, alert rows written, deliveries queued) for the rest, in a process that
    // takes no jobs: its time is the job's own, not shared with sending the earlier alerts.
    const jobMs: number[] = [];
    for (const id of ids.slice(SEND, SEND + JOBS)) {
      const t = performance.now();
      await alerts.match(id);
      jobMs.push(performance.now() - t);
    }
    const result = {
      kind,
      members: MEMBERS,
      terms: TERMS,
      articles: ARTICLES,
      matchMs: percentiles(matchMs),
      membersPerArticle: percentiles(matched),
      jobMs: percentiles(jobMs),
      sendArticles: SEND,
      pushes: sent,
      sendMs: percentiles(sendMs),
      refused: push.refused.length,
    };
    console.log(
      `  match statement: p50 ${f(result.matchMs.p50)} ms, p95 ${f(result.matchMs.p95)} ms ` +
        `(members an article is news for: p50 ${result.membersPerArticle.p50}, p95 ${result.membersPerArticle.p95})\n` +
        `  matching job (statement, alert rows written, deliveries queued): p50 ${f(result.jobMs.p50)} ms, p95 ${f(result.jobMs.p95)} ms\n` +
        `  sent: ${sent} pushes for ${SEND} articles; job start to last push accepted: p50 ${f(result.sendMs.p50)} ms, ` +
        `p95 ${f(result.sendMs.p95)} ms; refused by the stand-in: ${result.refused}`,
    );
    return result;
  } finally {
    await sending?.close();
    await alerts.close();
    if (bench.schema) await sql`DROP SCHEMA IF EXISTS ${sql.id(`${bench.schema}_pgboss`)} CASCADE`.execute(db);
    await handle.close();
    await bench.dispose();
    await push.close();
  }
}

const results = [];
for (const target of await databaseTargets()) {
  const kind: BenchKind = target.name === 'pglite' ? 'embedded' : 'postgres';
  if (!process.env.BENCH_ONLY || process.env.BENCH_ONLY === kind) results.push(await benchOne(kind, target.url));
}
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/alerts.json', JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
console.log('wrote .bench/alerts.json');
