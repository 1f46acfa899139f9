// `npm run bench`: 100k demo articles in a fresh embedded database and in PostgreSQL, the real
// app under autocannon, and the same queries timed directly. Writes .bench/results.json.
// Knobs: BENCH_ROWS (100000), BENCH_SECONDS per endpoint (10), BENCH_CONNECTIONS (10),
// DATABASE_URL (else postgres://postgres@127.0.0.1:5432/test; skipped when unreachable).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dropSchema, migrate, openDatabase, type DbOptions } from '#server/db/database.ts';
import { seedDemo } from '#server/demo/seed.ts';
import { createNewsRepository } from '#server/modules/news/repository.ts';
import { createNewsService } from '#server/modules/news/service.ts';
import { databaseTargets } from '../helpers/databases';
import { load, timeLoop, type LoadResult } from './measure';
import { startServer } from './spawn';
import { SCENARIOS } from './scenarios';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORTS = { embedded: 18110, postgres: 18111 } as const;

type Row = LoadResult & { db: string; endpoint: string; directP50: number; directP95: number; ratioP95: number };

async function benchOne(kind: 'embedded' | 'postgres', url?: string): Promise<{ rows: Row[]; seedSeconds: number }> {
  const dir = kind === 'embedded' ? mkdtempSync(path.join(tmpdir(), 'khabar-bench-')) : undefined;
  const schema = kind === 'postgres' ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const opts: DbOptions = { databaseUrl: url, dataDir: dir ?? 'memory://', ...(schema ? { schema } : {}) };
  const env: Record<string, string> = dir ? { DATA_DIR: dir } : { DATABASE_URL: url ?? '', BENCH_SCHEMA: schema ?? '' };
  try {
    let handle = await openDatabase(opts);
    await migrate(handle.db);
    const started = performance.now();
    await seedDemo(handle.db, ROWS, new Date(), (n) => process.stdout.write(`\r${kind}: seeded ${n} / ${ROWS}`));
    const seedSeconds = (performance.now() - started) / 1000;
    console.log(`\r${kind}: seeded ${ROWS} articles in ${seedSeconds.toFixed(1)} s`);
    await handle.close(); // PGlite allows one process at a time: hand the files to the server

    const server = startServer(PORTS[kind], env);
    await server.ready;
    const loads: Record<string, LoadResult> = {};
    for (const s of SCENARIOS) {
      loads[s.name] = await load(`http://127.0.0.1:${PORTS[kind]}`, s, SECONDS, CONNECTIONS);
      console.log(`${kind}: ${s.name} ${loads[s.name]?.rps} req/s`);
    }
    await server.stop();

    handle = await openDatabase(opts);
    const news = createNewsService(createNewsRepository(handle), () => new Date());
    const rows: Row[] = [];
    for (const s of SCENARIOS) {
      const direct = await timeLoop((i) => s.direct(news, i), Math.min(SECONDS, 3));
      const l = loads[s.name] as LoadResult;
      rows.push({
        db: kind,
        endpoint: s.name,
        ...l,
        directP50: direct.p50,
        directP95: direct.p95,
        ratioP95: l.p95 / direct.p95,
      });
    }
    if (schema) await dropSchema(handle.db, schema);
    await handle.close();
    return { rows, seedSeconds };
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

const f = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');
const results: { db: string; seedSeconds: number; rows: Row[] }[] = [];
for (const target of await databaseTargets()) {
  const kind = target.name === 'pglite' ? 'embedded' : 'postgres';
  results.push({ db: kind, ...(await benchOne(kind, target.url)) });
}

console.log(`\n${ROWS} articles, ${SECONDS} s per endpoint, ${CONNECTIONS} connections (latencies in ms)`);
console.log('| database | endpoint | req/s | p50 | p95 | p99 | errors | direct p50 | direct p95 | p95 ratio |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of results.flatMap((x) => x.rows)) {
  console.log(
    `| ${r.db} | ${r.endpoint} | ${r.rps} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${r.errors} | ` +
      `${f(r.directP50, 2)} | ${f(r.directP95, 2)} | ${f(r.ratioP95, 2)} |`,
  );
}
for (const r of results) console.log(`seeding ${ROWS} (${r.db}): ${f(r.seedSeconds)} s`);
mkdirSync('.bench', { recursive: true });
writeFileSync(
  '.bench/results.json',
  JSON.stringify(
    { at: new Date().toISOString(), rows: ROWS, seconds: SECONDS, connections: CONNECTIONS, results },
    null,
    2,
  ),
);
console.log('wrote .bench/results.json');
