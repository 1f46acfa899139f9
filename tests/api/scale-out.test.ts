import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import type { DbHandle } from '#server/db/database.ts';
import { createIngestRepository } from '#server/modules/ingest/repository.ts';
import { startServer } from '../bench/spawn';
import { databaseTargets, scratchDatabase } from '../helpers/databases';
import { rss, startFeedServer, type FeedServer } from '../helpers/feed-server';
import { freePortsInRange } from '../helpers/ports';
import { randomIp, redisReachable, TEST_REDIS_URL } from '../helpers/redis';

// Several processes on one PostgreSQL and one Redis, as in production: two real server
// processes and two crawler workers (`npm run crawl` as queue workers). Runs only where both
// PostgreSQL and Redis answer (this machine and CI); skipped otherwise.
const pgTarget = (await databaseTargets()).find((t) => t.name === 'postgres');
const redisUp = await redisReachable();
// The two server processes' ports: free ones of this range, found before they start (each is
// told its own address).
const PORT_RANGE = { first: 19101, last: 19149 };
const PORTS: [number, number] = [0, 0];
const FEEDS = 6;
// Long enough for a crawl on a busy machine, short enough to wait for a takeover.
const LEASE_SECONDS = 10;

/** Wait for a condition the processes bring about, checking every 100 ms. */
async function until<T>(
  what: string,
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  ms = 30_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

type Worker = { child: ChildProcess; lines: Record<string, unknown>[]; out: string; err: string };

function startWorker(env: Record<string, string>, feedsFile: string): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/crawl.ts', '--feeds', feedsFile], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const w: Worker = { child, lines: [], out: '', err: '' };
  let buf = '';
  child.stderr!.on('data', (d: Buffer) => {
    buf += d.toString();
    const parts = buf.split('\n');
    buf = parts.pop() ?? '';
    for (const p of parts) {
      try {
        w.lines.push(JSON.parse(p) as Record<string, unknown>);
      } catch {
        w.err += `${p}\n`; // not a log line: an error printed on the way out
      }
    }
  });
  child.stdout!.on('data', (d: Buffer) => void (w.out += d.toString()));
  return w;
}

const taken = (w: Worker, since: number) =>
  w.lines.filter((l) => l.msg === 'crawl job taken' && Number(l.time) >= since).map((l) => String(l.feed));

describe.skipIf(!pgTarget || !redisUp)(
  'scale-out: two server processes and two crawler workers on one PostgreSQL and one Redis',
  () => {
    let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
    let handle: DbHandle;
    let dbUrl: string;
    let feeds: FeedServer;
    let dir: string;
    let round = 1;
    const slow = { feed: 0, hangFirst: false };
    const servers: ReturnType<typeof startServer>[] = [];
    const workers: Worker[] = [];
    const feedUrl = (i: number) => `${feeds.origin}/feed-${i}.xml`;
    const itemUrl = (r: number, i: number, n: number) => `${feeds.origin}/a/r${r}-f${i}-${n}`;

    beforeAll(async () => {
      scratch = await scratchDatabase(pgTarget?.url ?? '', 'khabar_scale');
      ({ handle, url: dbUrl } = scratch);

      feeds = await startFeedServer();
      for (let i = 0; i < FEEDS; i++) {
        feeds.route(`/feed-${i}.xml`, (_req, res) => {
          // Round 2: the slow feed's first request never answers (its worker is killed meanwhile).
          if (round === 2 && i === slow.feed && slow.hangFirst) {
            slow.hangFirst = false;
            return;
          }
          const items = [1, 2].map((n) => ({
            title: `Round ${round} feed ${i} story ${n}`,
            link: itemUrl(round, i, n),
            guid: `r${round}-f${i}-${n}`,
          }));
          // Feeds answer after a moment, so one worker cannot take a whole round alone.
          setTimeout(() => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss(items)), 400);
        });
      }
      // Article pages answer 404 (the items keep their summaries): the crawl stays light.
      dir = mkdtempSync(path.join(tmpdir(), 'khabar-scale-'));
      const feedsFile = path.join(dir, 'feeds.json');
      const list = Array.from({ length: FEEDS }, (_, i) => ({
        url: feedUrl(i),
        source: `Feed ${i}`,
        category: 'India',
      }));
      writeFileSync(feedsFile, JSON.stringify(list));
      // The feeds are known but not due, so the round starts when the test says so.
      const repo = createIngestRepository(handle.db);
      await repo.upsertFeeds(list);
      await handle.db
        .updateTable('ingest_feeds')
        .set({ next_check: sql<Date>`now() + interval '1 hour'` })
        .execute();

      const common = { DATABASE_URL: dbUrl, REDIS_URL: TEST_REDIS_URL, LOG_LEVEL: 'silent' };
      [PORTS[0], PORTS[1]] = (await freePortsInRange(2, PORT_RANGE)) as [number, number];
      for (const port of PORTS) {
        servers.push(
          startServer(port, {
            ...common,
            INGEST: 'off',
            DEMO_LOGIN: 'true',
            TRUST_PROXY: 'true',
            SIGNIN_RATE_LIMIT: '4',
            SITE_URL: `http://127.0.0.1:${port}`,
          }),
        );
      }
      for (let k = 0; k < 2; k++) {
        workers.push(
          startWorker(
            {
              ...common,
              LOG_LEVEL: 'info',
              NODE_ENV: 'development',
              CRAWL_ALLOW_PRIVATE: 'true',
              CRAWL_MIN_DELAY_MS: '0',
              CRAWL_LEASE_SECONDS: String(LEASE_SECONDS),
              CRAWL_TICK_SECONDS: '1',
              CRAWL_CONCURRENCY: '2',
            },
            feedsFile,
          ),
        );
      }
      await Promise.all(servers.map((s) => s.ready));
      await until(
        'both crawler workers',
        () => {
          const dead = workers.find((w) => w.child.exitCode !== null);
          if (dead)
            throw new Error(
              `a crawler worker exited (${dead.child.exitCode}) before it started:\n${dead.err.slice(0, 2000)}`,
            );
          return workers.every((w) => w.out.includes('as a queue worker'));
        },
        60_000,
      );
    }, 120_000);

    afterAll(async () => {
      for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGTERM');
      await Promise.all(
        workers.map((w) =>
          w.child.exitCode === null && w.child.signalCode === null
            ? new Promise((r) => w.child.once('exit', r))
            : undefined,
        ),
      );
      await Promise.all(servers.map((s) => s.stop()));
      await feeds?.close();
      await scratch?.drop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    }, 60_000);

    const base = (k: 0 | 1) => `http://127.0.0.1:${PORTS[k]}`;
    const post = (k: 0 | 1, p: string, body: unknown, ip: string) =>
      fetch(base(k) + p, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'khabar', 'x-forwarded-for': ip },
        body: JSON.stringify(body),
      });

    it('a session made on one server process works on the other', async () => {
      const tokenRes = await post(
        0,
        API.user.demoToken,
        { email: 'two@example.com', name: 'Two Processes' },
        randomIp(),
      );
      expect(tokenRes.status).toBe(200);
      const { idToken } = (await tokenRes.json()) as { idToken: string };
      // The token A signed is accepted by B (one signing key in the database) …
      const signIn = await post(1, API.user.social, { provider: 'demo', idToken, rememberMe: 'No' }, randomIp());
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .find((c) => c.startsWith('khabar_session='))!
        .split(';')[0]!;
      // … and the session B made answers on A.
      const me = await fetch(base(0) + API.user.me, { headers: { cookie } });
      expect(((await me.json()) as { listObject: { email: string }[] }).listObject[0]?.email).toBe('two@example.com');
    });

    it('counts a rate limit across both processes (2 + 2 sign-in calls pass, the fifth is 429 on either)', async () => {
      const ip = randomIp();
      const call = (k: 0 | 1) => post(k, API.user.demoToken, { email: 'limit@example.com', name: 'Limit' }, ip);
      for (const k of [0, 0, 1, 1] as const) expect((await call(k)).status).toBe(200);
      expect((await call(0)).status).toBe(429);
      expect((await call(1)).status).toBe(429);
    });

    const storedItems = async (r: number) => {
      const urls = Array.from({ length: FEEDS }, (_, i) => [1, 2].map((n) => itemUrl(r, i, n))).flat();
      const rows = await handle.db.selectFrom('articles').select('url').where('url', 'in', urls).execute();
      return new Set(rows.map((x) => x.url));
    };
    const fetchesSince = (since: number) => {
      const n = new Map<number, number>();
      for (const l of feeds.log) {
        const m = /^\/feed-(\d+)\.xml$/.exec(l.path);
        if (m && l.at >= since) n.set(Number(m[1]), (n.get(Number(m[1])) ?? 0) + 1);
      }
      return Array.from({ length: FEEDS }, (_, i) => n.get(i) ?? 0);
    };
    const makeDue = () =>
      handle.db
        .updateTable('ingest_feeds')
        .set({ next_check: sql<Date>`now()` })
        .execute();

    it('crawls every feed exactly once per round, split between the workers', async () => {
      const since = Date.now();
      await makeDue();
      await until(
        'round 1 in the database',
        async () =>
          (await storedItems(1)).size === FEEDS * 2 &&
          (await handle.db.selectFrom('ingest_feeds').select('url').where('last_status', '=', 'ok').execute())
            .length === FEEDS,
      );
      expect(fetchesSince(since)).toEqual(Array(FEEDS).fill(1));
      // Both workers took part, and between them every feed was taken once.
      const byWorker = workers.map((w) => taken(w, since));
      expect(byWorker.every((list) => list.length > 0)).toBe(true);
      expect(byWorker.flat().sort()).toEqual(Array.from({ length: FEEDS }, (_, i) => feedUrl(i)).sort());
    }, 60_000);

    it('loses nothing when a worker is killed mid-round: its feed is taken over after the lease', async () => {
      round = 2;
      slow.hangFirst = true;
      const since = Date.now();
      await makeDue();
      // The worker that took the slow feed is killed while its request is in flight.
      const holder = await until('the slow feed taken', () =>
        workers.find((w) => taken(w, since).includes(feedUrl(slow.feed))),
      );
      await until('the slow request in flight', () => fetchesSince(since)[slow.feed]! >= 1);
      holder.child.kill('SIGKILL');
      const heldByDead = new Set(taken(holder, since));
      const survivor = workers.find((w) => w !== holder)!;
      await until('round 2 in the database', async () => (await storedItems(2)).size === FEEDS * 2, 45_000);
      expect(await storedItems(2)).toEqual(
        new Set(Array.from({ length: FEEDS }, (_, i) => [1, 2].map((n) => itemUrl(2, i, n))).flat()),
      );
      const counts = fetchesSince(since);
      // The slow feed: once by the dead worker, once by the survivor that took it over.
      expect(counts[slow.feed]).toBe(2);
      expect(taken(survivor, since)).toContain(feedUrl(slow.feed));
      // Every other feed once, or twice only if the dead worker held it too when it died.
      counts.forEach((c, i) => {
        if (i !== slow.feed) expect(c).toBeLessThanOrEqual(heldByDead.has(feedUrl(i)) ? 2 : 1);
        expect(c).toBeGreaterThanOrEqual(1);
      });
    }, 60_000);
  },
);
