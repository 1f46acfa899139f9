// `npm run bench:analysis` (part of `npm run bench`): the local analyser's time per article
// over the demo corpus, and the latency of a stored AI answer over HTTP for a member.
// Knobs: BENCH_ANALYSIS_ARTICLES (500, the default demo corpus), BENCH_SECONDS (10),
// BENCH_CONNECTIONS (10), BENCH_PORT (18602), DATABASE_URL (else the local PostgreSQL; skipped when
// unreachable), BENCH_ANALYSIS_LOCAL_ONLY=1 (the local analyser's times only, no HTTP).
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AI_KINDS } from '#shared/constants.ts';
import { dropSchema, migrate, openDatabase, type DbOptions } from '#server/db/database.ts';
import { demoArticle, eventArticles } from '#server/demo/generator.ts';
import { seedDemo } from '#server/demo/seed.ts';
import { createSessionsRepository } from '#server/modules/auth/repository.ts';
import { createLocalAnalyser } from '#server/providers/analyser/local/index.ts';
import { databaseTargets } from '../helpers/databases';
import { load, percentiles } from './measure';
import { startServer } from './spawn';

const ARTICLES = Number(process.env.BENCH_ANALYSIS_ARTICLES ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 18602);
const STORED = 100; // articles whose four answers are stored before the load
const f = (n: number) => n.toFixed(1);

// 1. The local analyser, all four kinds, on each demo article (fresh input each time).
const analyser = createLocalAnalyser();
const now = new Date();
for (let i = 0; i < 20; i++) for (const k of AI_KINDS) await analyser.analyse(k, demoArticle(i, now));
const perArticle: number[] = [];
const perKind: Record<string, number[]> = Object.fromEntries(AI_KINDS.map((k) => [k, []]));
for (let i = 0; i < ARTICLES; i++) {
  let total = 0;
  for (const k of AI_KINDS) {
    const a = demoArticle(i, now);
    const t = performance.now();
    await analyser.analyse(k, a);
    const ms = performance.now() - t;
    perKind[k]!.push(ms);
    total += ms;
  }
  perArticle.push(total);
}
// The same, compared with the article's story: the other demo sources' reports of its event.
const perStory: number[] = [];
for (let i = 0; i < ARTICLES; i++) {
  let total = 0;
  for (const k of AI_KINDS) {
    const others = eventArticles(i)
      .filter((x) => x !== i)
      .map((x) => demoArticle(x, now));
    const a = { ...demoArticle(i, now), others };
    const t = performance.now();
    await analyser.analyse(k, a);
    total += performance.now() - t;
  }
  perStory.push(total);
}
const local = {
  all: percentiles(perArticle),
  withStory: percentiles(perStory),
  ...Object.fromEntries(AI_KINDS.map((k) => [k, percentiles(perKind[k]!)])),
};
console.log(`local analyser over ${ARTICLES} demo articles (ms)`);
console.log('| kind | p50 | p95 |\n|---|---:|---:|');
for (const [k, v] of Object.entries(local))
  console.log(
    `| ${k === 'all' ? 'all four' : k === 'withStory' ? 'all four, compared with the story' : k} | ${f(v.p50)} | ${f(v.p95)} |`,
  );

// 2. A stored answer over HTTP: a member asks for answers already in the store.
const http: Record<string, unknown>[] = [];
for (const target of process.env.BENCH_ANALYSIS_LOCAL_ONLY === '1' ? [] : await databaseTargets()) {
  const kind = target.name === 'pglite' ? 'embedded' : 'postgres';
  const dir = kind === 'embedded' ? mkdtempSync(path.join(tmpdir(), 'khabar-bench-ai-')) : undefined;
  const schema = kind === 'postgres' ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const opts: DbOptions = { databaseUrl: target.url, dataDir: dir ?? 'memory://', ...(schema ? { schema } : {}) };
  try {
    let handle = await openDatabase(opts);
    await migrate(handle.db);
    await seedDemo(handle.db, ARTICLES, now);
    const user = await handle.db
      .insertInto('users')
      .values({ provider: 'bench', subject: 'bench', username: 'bench', email: 'bench@example.com' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const start = new Date(now.getTime() - 86_400_000);
    await handle.db
      .insertInto('memberships')
      .values({
        user_id: user.id,
        no_of_days: 30,
        create_date: start,
        start_date: start,
        end_date: new Date(start.getTime() + 30 * 86_400_000),
      })
      .execute();
    // A remembered session, stored as sign-in stores it (the sha256 of the cookie value).
    const session = { id: randomBytes(32).toString('base64url') };
    const idHash = createHash('sha256').update(session.id).digest('base64url');
    await createSessionsRepository(handle.db).insert(
      idHash,
      Number(user.id),
      true,
      now,
      new Date(now.getTime() + 30 * 86_400_000),
    );
    const urls = (await handle.db.selectFrom('articles').select('url').orderBy('id').limit(STORED).execute()).map(
      (r) => r.url,
    );
    await handle.close();

    const server = startServer(PORT, {
      ...(dir ? { DATA_DIR: dir } : { DATABASE_URL: target.url ?? '', BENCH_SCHEMA: schema ?? '' }),
      INGEST: 'off',
      // The one member below causes every first answer: their hourly budget of new answers covers them.
      AI_MEMBER_HOURLY_LIMIT: String(STORED * AI_KINDS.length),
    });
    await server.ready;
    const headers = { cookie: `khabar_session=${session.id}` };
    const requests = urls.flatMap((u) =>
      AI_KINDS.map((k) => ({
        method: 'GET' as const,
        path: `/api/elasticsearch/global/newssearchitem/article/${k}?url=${encodeURIComponent(u)}`,
        headers,
      })),
    );
    // First requests compute and store every answer; the load then reads stored answers only.
    const firsts: number[] = [];
    for (const r of requests) {
      const t = performance.now();
      const res = await fetch(`http://127.0.0.1:${PORT}${r.path}`, { headers });
      if (res.status !== 200) throw new Error(`${r.path}: ${res.status}`);
      await res.arrayBuffer();
      firsts.push(performance.now() - t);
    }
    const first = percentiles(firsts);
    const stored = await load(
      `http://127.0.0.1:${PORT}`,
      { name: 'stored', requests, direct: async () => undefined },
      SECONDS,
      CONNECTIONS,
    );
    await server.stop();
    http.push({ db: kind, firstP50: first.p50, firstP95: first.p95, ...stored });
    if (schema) {
      handle = await openDatabase(opts);
      await dropSchema(handle.db, schema);
      await handle.close();
    }
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

console.log(
  `\nAI answers over HTTP (${STORED} articles × 4 kinds, ms; stored: ${SECONDS} s, ${CONNECTIONS} connections)`,
);
console.log(
  '| database | first answer p50 | first p95 | stored req/s | stored p50 | stored p95 | stored p99 | errors |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of http as {
  db: string;
  firstP50: number;
  firstP95: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}[]) {
  console.log(
    `| ${r.db} | ${f(r.firstP50)} | ${f(r.firstP95)} | ${r.rps} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${r.errors} |`,
  );
}
mkdirSync('.bench', { recursive: true });
writeFileSync(
  '.bench/analysis.json',
  JSON.stringify({ at: new Date().toISOString(), articles: ARTICLES, local, http }, null, 2),
);
console.log('wrote .bench/analysis.json');
