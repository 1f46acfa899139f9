// `npm run bench:soak`: two server processes on one PostgreSQL (and Redis when it answers),
// a seeded corpus, and SOAK_SECONDS (60) of load at SOAK_CONNECTIONS (100) spread evenly over
// both processes: the public lists (latest, today, category), search, and signed-in calls (me,
// balances, the bookmarks list) of demo members. Prints req/s, p50/p99 and errors, and each
// process's resident memory (VmRSS, sampled every second), comparing the mean of the first
// 10 s with the mean of the last 10 s. Exits 1 when a request failed or memory grew > 10 %.
// Knobs: SOAK_SECONDS, SOAK_CONNECTIONS, SOAK_ROWS (articles, 20000), SOAK_WARMUP (10 s at
// 10 connections before the measured run), SOAK_NODE_ARGS (node flags for the servers,
// default --max-old-space-size=256; '' for none),
// DATABASE_URL, REDIS_URL (else redis://127.0.0.1:6379/2).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { uptime as osUptime, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { API } from '#shared/api-paths.ts';
import { seedDemo } from '#server/demo/seed.ts';
import { databaseTargets } from '../helpers/databases';
import { grantMembership } from '../helpers/membership';
import { redisReachable } from '../helpers/redis';
import { percentiles } from './measure';
import { SEARCH_TERMS } from './scenarios';
import { benchDatabase, startServer } from './spawn';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 100);
const ROWS = Number(process.env.SOAK_ROWS ?? 20_000);
const WARMUP = Number(process.env.SOAK_WARMUP ?? 10);
const USERS = 20;
const PORTS = [19110, 19111] as const;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/2';
const CSRF = { 'x-requested-with': 'khabar', 'content-type': 'application/json' };

const target = (await databaseTargets()).find((t) => t.name === 'postgres');
if (!target) {
  console.log('soak: PostgreSQL does not answer (DATABASE_URL or 127.0.0.1:5432); nothing measured.');
  process.exit(0);
}
const redis = await redisReachable(REDIS_URL);

const rss = (pid: number): number => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

async function json(res: Response) {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

async function signIn(base: string, email: string): Promise<string> {
  const token = await json(await fetch(base + API.user.demoToken, { method: 'POST', headers: CSRF, body: JSON.stringify({ email, name: 'Soak Reader' }) }));
  const res = await fetch(base + API.user.social, { method: 'POST', headers: CSRF, body: JSON.stringify({ provider: 'demo', idToken: token.idToken, rememberMe: 'No' }) });
  await json(res);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

type Req = { method: 'GET'; path: string; headers?: Record<string, string> };

/** The mix one connection cycles through: about two thirds public, one third signed in. */
function mix(cookies: string[], offset: number): Req[] {
  const N = API.news;
  const pub: Req[] = [
    { method: 'GET', path: `${N.latest}?page=1&size=10` },
    { method: 'GET', path: `${N.today}?page=1&size=10` },
    { method: 'GET', path: `${N.category}/India?page=1&size=10` },
    { method: 'GET', path: `${N.latest}?page=3&size=10` },
    { method: 'GET', path: `${N.category}/sports?page=2&size=10` },
    ...SEARCH_TERMS.slice(0, 6).map((q): Req => ({ method: 'GET', path: `${N.search}?q=${encodeURIComponent(q)}&page=1&size=12` })),
  ];
  const out: Req[] = [];
  for (let i = 0; i < 24; i++) {
    const cookie = cookies[(offset + i) % cookies.length]!;
    const signed: Req[] = [
      { method: 'GET', path: API.user.me, headers: { cookie } },
      { method: 'GET', path: API.payment.balance, headers: { cookie } },
      { method: 'GET', path: `${N.bookmark}?page=1&size=10`, headers: { cookie } },
    ];
    out.push(pub[(offset + i) % pub.length]!, pub[(offset + i + 5) % pub.length]!, signed[i % signed.length]!);
  }
  return out;
}

function run(base: string, connections: number, seconds: number, requests: Req[], onResponse?: (status: number, ms: number) => void) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const inst = autocannon({ url: base, connections, duration: seconds, requests }, (err, res) => (err ? reject(err) : resolve(res)));
    if (onResponse) inst.on('response', (_c, status, _b, ms) => onResponse(status, ms));
  });
}

const db = await benchDatabase('postgres', target.url);
const handle = await db.open();
const servers: ReturnType<typeof startServer>[] = [];
let exitCode = 0;
try {
  const seedStart = performance.now();
  await seedDemo(handle.db, ROWS, new Date(), (n) => process.stdout.write(`\rsoak: seeded ${n} / ${ROWS}`));
  console.log(`\rsoak: seeded ${ROWS} articles in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  const env = {
    ...db.env,
    ...(redis ? { REDIS_URL } : {}),
    INGEST: 'off',
    DEMO_LOGIN: 'true',
    SIGNIN_RATE_LIMIT: '10000',
    PAYMENTS_RATE_LIMIT: '1000000',
    PAYMENTS_RECONCILE_SECONDS: '0',
  };
  // --expose-gc: the heap after a full collection, before and after the run, tells a leak
  // (still referenced) from memory the collector has simply not reclaimed yet.
  // The old generation is capped as a production process's would be (NODE_OPTIONS sized to its
  // container): uncapped, V8 grows it lazily and RSS climbs for minutes with nothing leaked.
  const nodeArgs = ['--expose-gc', ...(process.env.SOAK_NODE_ARGS ?? '--max-old-space-size=256').split(' ').filter(Boolean)];
  for (const port of PORTS) servers.push(startServer(port, env, nodeArgs));
  await Promise.all(servers.map((s) => s.ready));
  const bases = PORTS.map((p) => `http://127.0.0.1:${p}`);

  // Demo members, signed in half on each process, each with a few bookmarks.
  const cookies: string[] = [];
  const urls = ((await json(await fetch(`${bases[0]}${API.news.latest}?page=1&size=12`))).content as { url: string; title: string }[]).slice(0, 6);
  for (let i = 0; i < USERS; i++) {
    const email = `soak${i}@example.com`;
    const base = bases[i % 2]!;
    const cookie = await signIn(base, email);
    const user = await handle.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await grantMembership(handle.db, user.id, { start: new Date(Date.now() - 3600_000), days: 30 });
    // A session's member flag is read on every request, so the sign-in before the grant serves.
    for (const a of urls.slice(0, 3 + (i % 4))) {
      await json(await fetch(base + API.news.bookmark, { method: 'POST', headers: { ...CSRF, cookie }, body: JSON.stringify({ title: a.title, url: a.url }) }));
    }
    cookies.push(cookie);
  }

  if (WARMUP > 0) await Promise.all(bases.map((b, k) => run(b, 5, WARMUP, mix(cookies, k))));

  const heapBefore = await Promise.all(servers.map((s) => s.heap()));
  const pids = servers.map((s) => s.pid!);
  const memory: number[][] = pids.map(() => []);
  const sampler = setInterval(() => pids.forEach((pid, k) => memory[k]!.push(rss(pid))), 1000);
  const samples: number[] = [];
  let bad = 0;
  const statuses = new Map<number, number>();
  const onResponse = (status: number, ms: number) => {
    samples.push(ms);
    if (status !== 200) {
      bad++;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const load = `${loadavg().map((x) => x.toFixed(2)).join(', ')}`;
  const t0 = performance.now();
  const results = await Promise.all(bases.map((b, k) => run(b, CONNECTIONS / 2, SECONDS, mix(cookies, k * 7), onResponse)));
  const elapsed = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  const heapAfter = await Promise.all(servers.map((s) => s.heap()));
  const loadAfter = `${loadavg().map((x) => x.toFixed(2)).join(', ')}`;

  const total = results.reduce((n, r) => n + r.requests.total, 0);
  const errors = bad + results.reduce((n, r) => n + r.errors + r.timeouts, 0);
  const lat = percentiles(samples);
  const mem = memory.map((m) => {
    const first = mean(m.slice(0, 10));
    const last = mean(m.slice(-10));
    return { first, last, growth: (last - first) / first, peak: Math.max(...m), samples: m.length };
  });
  const flat = mem.every((m) => m.growth <= 0.1);

  console.log(`soak: server flags ${nodeArgs.join(' ')}`);
  console.log(`soak: ${ROWS} articles, PostgreSQL, ${PORTS.length} processes, ${redis ? 'Redis' : 'no Redis (limits per process)'}, ${CONNECTIONS} connections, ${SECONDS} s (after ${WARMUP} s warm-up)`);
  console.log(`soak: load average before ${load}; after ${loadAfter}; machine up ${(osUptime() / 60).toFixed(0)} min`);
  console.log(`soak: requests ${total} in ${elapsed.toFixed(1)} s`);
  console.log(`soak: req/s ${(total / elapsed).toFixed(0)}`);
  console.log(`soak: p50 ${lat.p50.toFixed(1)} ms`);
  console.log(`soak: p99 ${lat.p99.toFixed(1)} ms`);
  console.log(`soak: errors ${errors}${statuses.size ? ` (${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ')})` : ''}`);
  mem.forEach((m, k) =>
    console.log(
      `soak: process ${k + 1} RSS first 10 s ${m.first.toFixed(1)} MB, last 10 s ${m.last.toFixed(1)} MB, growth ${(m.growth * 100).toFixed(1)} %, peak ${m.peak.toFixed(1)} MB`,
    ),
  );
  heapBefore.forEach((h, k) =>
    console.log(`soak: process ${k + 1} heap after a full GC: before ${(h.heapUsed / 2 ** 20).toFixed(1)} MB, after ${(heapAfter[k]!.heapUsed / 2 ** 20).toFixed(1)} MB`),
  );
  console.log(`soak: ${errors === 0 && flat ? 'PASS' : 'FAIL'} (0 errors: ${errors === 0 ? 'yes' : 'no'}; memory flat within 10 %: ${flat ? 'yes' : 'no'})`);
  mkdirSync('.bench', { recursive: true });
  writeFileSync(
    '.bench/soak.json',
    JSON.stringify({ rows: ROWS, seconds: SECONDS, connections: CONNECTIONS, redis, total, rps: total / elapsed, ...lat, errors, memory: mem, memorySamples: memory, heapBefore, heapAfter, nodeArgs, load, loadAfter }, null, 2),
  );
  if (errors > 0 || !flat) exitCode = 1;
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  await handle.close();
  await db.dispose();
}
process.exit(exitCode);
