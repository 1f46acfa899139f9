// `npm run bench:growth`: search and latest p95 on PostgreSQL as the corpus grows through
// BENCH_GROWTH_SIZES ("10000,100000,1000000") articles. One schema is seeded up to each size in
// turn (batches of 1,000 rows as one JSON parameter, four in flight), then the app answers an
// open-loop load (BENCH_RATE requests/s for BENCH_GROWTH_SECONDS) of distinct search requests
// and of latest pages. Prints a table and one line per figure; .bench/growth.json.
import { loadavg } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import { sql } from 'kysely';
import { seedDemo } from '#server/demo/seed.ts';
import { countArticles } from '#server/demo/repository.ts';
import { databaseTargets } from '../helpers/databases';
import { openLoop, type OpenLoopResult } from './open-loop';
import { queryMix } from './queries';
import { SCENARIOS } from './scenarios';
import { benchDatabase, startServer } from './spawn';

const SIZES = (process.env.BENCH_GROWTH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_GROWTH_SECONDS ?? 15);
const PORT = Number(process.env.BENCH_PORT ?? 18114);

const f = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');
const target = (await databaseTargets()).find((t) => t.name === 'postgres');
if (!target) {
  console.log('growth: PostgreSQL unreachable, skipped');
  process.exit(0);
}
const searches = queryMix(Math.max(500, RATE * SECONDS), 7).filter(
  (r) => r.kind !== 'category' && !r.kind.startsWith('source'),
);
const latest = SCENARIOS.find((s) => s.name === 'latest')!.requests;
const database = await benchDatabase('postgres', target.url, 8);
const rows: { size: number; seedSeconds: number; loadavg: string; search: OpenLoopResult; latest: OpenLoopResult }[] =
  [];
try {
  for (const size of SIZES) {
    const handle = await database.open();
    const have = await countArticles(handle.db);
    const t = performance.now();
    await seedDemo(
      handle.db,
      size - have,
      new Date(),
      (n) => process.stdout.write(`\rgrowth: seeded ${have + n} / ${size}`),
      4,
    );
    await sql`ANALYZE articles`.execute(handle.db);
    const seedSeconds = (performance.now() - t) / 1000;
    console.log(`\rgrowth: ${size} articles (${size - have} added in ${f(seedSeconds)} s)`);
    await handle.close();

    const server = startServer(PORT, database.env);
    await server.ready;
    const base = `http://127.0.0.1:${PORT}`;
    try {
      await openLoop(base, queryMix(200, 99), RATE, 2);
      const at = f(loadavg()[0] ?? NaN);
      const s = await openLoop(base, searches, RATE, SECONDS);
      const l = await openLoop(base, latest, RATE, SECONDS);
      rows.push({ size, seedSeconds, loadavg: at, search: s, latest: l });
      console.log(
        `growth postgres ${size} search p95 ${f(s.p95)} ms (p50 ${f(s.p50)}, p99 ${f(s.p99)}, ${s.errors} errors), load ${at}`,
      );
      console.log(
        `growth postgres ${size} latest p95 ${f(l.p95)} ms (p50 ${f(l.p50)}, p99 ${f(l.p99)}, ${l.errors} errors), load ${at}`,
      );
    } finally {
      await server.stop();
    }
  }
} finally {
  await database.dispose();
}

console.log(`\nPostgreSQL, open loop ${RATE} req/s for ${SECONDS} s per figure (latencies in ms)`);
console.log(
  '| articles | seeding (s) | search p50 | search p95 | search p99 | latest p50 | latest p95 | latest p99 | load avg |',
);
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.size} | ${f(r.seedSeconds)} | ${f(r.search.p50)} | ${f(r.search.p95)} | ${f(r.search.p99)} | ` +
      `${f(r.latest.p50)} | ${f(r.latest.p95)} | ${f(r.latest.p99)} | ${r.loadavg} |`,
  );
}
mkdirSync('.bench', { recursive: true });
writeFileSync(
  '.bench/growth.json',
  JSON.stringify({ at: new Date().toISOString(), rate: RATE, seconds: SECONDS, rows }, null, 2),
);
console.log('wrote .bench/growth.json');
