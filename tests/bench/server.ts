// The app under load, in its own process so the load generator does not share its event loop.
// Usage: tsx tests/bench/server.ts <port>, with DATA_DIR or DATABASE_URL (+ BENCH_SCHEMA) set.
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { configuredDatabase } from '#server/db/database.ts';

const port = Number(process.argv[2]);
// Production settings; the payments sandbox is allowed because the benchmarks move no real money.
// The scheduled crawler is off unless a benchmark asks for it: it would fetch the feeds file's
// sources (or fail to, offline) and write to the database in the middle of a measurement.
const config = loadConfig({
  PAYMENTS_SANDBOX_IN_PRODUCTION: 'true',
  INGEST: 'off',
  ...process.env,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  CLIENT_DIR: './no-client-build',
});
const opening = performance.now();
const handle = await configuredDatabase(config, { schema: process.env.BENCH_SCHEMA });
// How long the database took to open (the embedded one: its lock, then PGlite's start-up).
const dbOpenMs = performance.now() - opening;
const app = await buildApp(config, { db: handle });
await app.listen({ host: '127.0.0.1', port });
process.send?.({ ready: true, dbOpenMs });
process.on('message', async (m) => {
  if (m === 'heap') {
    // With --expose-gc: collect fully first, so heapUsed is what is still referenced.
    (globalThis as { gc?: () => void }).gc?.();
    const { heapUsed, rss } = process.memoryUsage();
    process.send?.({ heapUsed, rss });
    return;
  }
  if (m !== 'stop') return;
  await app.close();
  await handle.close();
  process.exit(0);
});
