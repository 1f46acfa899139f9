// `npm run bench:stories`: story clustering, measured on real headlines
// (tests/fixtures/stories/uci-headlines.csv: 3,318 headlines of 44 stories, see its README).
// The headlines are added one by one in time order, each stored as an article (title and
// publisher, no text) and clustered by the statement ingest runs (story_join); then the stories
// found are scored against the data set's with B-cubed precision, recall and F1, and the time of
// each article's clustering statement (and of its insert with it) is given as p50/p95.
// Before them, BENCH_STORIES_BACKGROUND demo articles (100,000) are stored and clustered,
// spread over the year before the headlines, so that the clustering reads a full database
// whose window holds only a few of them.
// Then the headlines in India's languages (tests/fixtures/stories-indic, written for the tests,
// CC0; two years later, outside every window) are clustered the same way and scored by language:
// B-cubed against each language's stories, and how many stories hold two languages.
// Knobs: BENCH_ONLY (embedded | postgres), BENCH_STORIES_BACKGROUND (100000; 0 for none),
// BENCH_STORIES_LIMIT (all headlines), BENCH_STORIES_PARAMS (JSON overriding CLUSTER_PARAMS, e.g.
// '{"join":0.25}'), DATABASE_URL (else the local PostgreSQL; skipped when unreachable).
import { mkdirSync, writeFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { demoArticle } from '#server/demo/generator.ts';
import { insertArticles } from '#server/demo/repository.ts';
import { DEMO_HOST, DEMO_SOURCES } from '#server/demo/vocabulary.ts';
import { CLUSTER_PARAMS, createStoriesRepository, type ClusterParams } from '#server/modules/stories/repository.ts';
import {
  bcubed,
  headlineSources,
  insertHeadline,
  readHeadlines,
  readIndicHeadlines,
  storiesOf,
} from '../helpers/headlines';
import { databaseTargets } from '../helpers/databases';
import { percentiles } from './measure';
import { benchDatabase, type BenchKind } from './spawn';

const BACKGROUND = Number(process.env.BENCH_STORIES_BACKGROUND ?? 100_000);
const LIMIT = Number(process.env.BENCH_STORIES_LIMIT ?? Infinity);
const PARAMS: ClusterParams = { ...CLUSTER_PARAMS, ...JSON.parse(process.env.BENCH_STORIES_PARAMS ?? '{}') };
const DAY = 86_400_000;
const f = (n: number, d = 2) => n.toFixed(d);

const headlines = readHeadlines().slice(0, LIMIT);
const start = headlines[0]!.published.getTime();

/**
 * The background: demo articles (events told by 2–6 sources, 40 kinds with their own people,
 * places and numbers) spread evenly over the year that ends three days before the headlines,
 * each event's articles keeping their hours apart. Stored in batches, then clustered in time order.
 */
async function background(db: Db, count: number, join: (id: number) => Promise<unknown>) {
  await db
    .insertInto('sources')
    .values(DEMO_SOURCES.map((name) => ({ name, homepage: `https://${DEMO_HOST}/` })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const end = start - 3 * DAY;
  const span = 365 * DAY;
  const now = new Date(end);
  for (let from = 0; from < count; from += 1000) {
    const batch = [];
    for (let i = from; i < Math.min(count, from + 1000); i++) {
      const a = demoArticle(i, now);
      // The demo spreads events over the 30 days before `now`: each moves back to its place in
      // the year, keeping its articles' hours apart.
      const shift = span * (1 - i / count);
      batch.push({ ...a, published: new Date(a.published.getTime() - shift) });
    }
    await insertArticles(db, batch);
  }
  await sql`VACUUM ANALYZE articles`.execute(db);
  let done = 0;
  for (;;) {
    const r = await sql<{ id: number }>`
      SELECT a.id FROM articles a WHERE NOT EXISTS (SELECT 1 FROM story_articles s WHERE s.article_id = a.id)
      ORDER BY a.published, a.id LIMIT 5000`.execute(db);
    if (!r.rows.length) break;
    for (const { id } of r.rows) await join(Number(id));
    done += r.rows.length;
    process.stdout.write(`\r  background clustered: ${done} / ${count}`);
  }
  process.stdout.write('\n');
  await sql`VACUUM ANALYZE`.execute(db);
}

const INDIC_LANGUAGES = ['hi', 'bn', 'mr', 'ta', 'te'];

/** The headlines in India's languages, clustered one by one; B-cubed by language, and stories of two languages. */
async function indic(db: Db, join: (id: number) => Promise<unknown>) {
  const hs = readIndicHeadlines();
  await headlineSources(db, hs);
  const ids: number[] = [];
  for (const h of hs) {
    const id = await insertHeadline(db, h);
    await join(id);
    ids.push(id);
  }
  const found = await storiesOf(db, ids);
  const story = (i: number) => found.get(ids[i]!) ?? -ids[i]!;
  const score = (languages: string[]) => {
    const at = hs.flatMap((h, i) => (languages.includes(h.language) ? [i] : []));
    const r = bcubed(
      at.map(story),
      at.map((i) => hs[i]!.story),
    );
    return { precision: Number(f(r.precision, 3)), recall: Number(f(r.recall, 3)), f1: Number(f(r.f1, 3)) };
  };
  const languagesOf = new Map<number, Set<string>>();
  hs.forEach((h, i) => languagesOf.set(story(i), (languagesOf.get(story(i)) ?? new Set()).add(h.language)));
  return {
    headlines: hs.length,
    indian: score(INDIC_LANGUAGES),
    byLanguage: Object.fromEntries([...INDIC_LANGUAGES, 'en'].map((l) => [l, score([l])])),
    storiesOfTwoLanguages: [...languagesOf.values()].filter((x) => x.size > 1).length,
  };
}

async function benchOne(kind: BenchKind, url: string | undefined) {
  const bench = await benchDatabase(kind, url);
  const handle = await bench.open();
  const db = handle.db;
  const stories = createStoriesRepository(db, PARAMS);
  try {
    const t0 = performance.now();
    if (BACKGROUND > 0) await background(db, BACKGROUND, (id) => stories.join(id));
    const backgroundSeconds = (performance.now() - t0) / 1000;
    await headlineSources(db, headlines);
    const ids: number[] = [];
    const cluster: number[] = [];
    const added: number[] = [];
    for (const h of headlines) {
      const t = performance.now();
      const id = await insertHeadline(db, h);
      const c = performance.now();
      await stories.join(id);
      const e = performance.now();
      ids.push(id);
      cluster.push(e - c);
      added.push(e - t);
    }
    const found = await storiesOf(db, ids);
    const score = bcubed(
      ids.map((id) => found.get(id) ?? -id),
      headlines.map((h) => h.story),
    );
    const indian = await indic(db, (id) => stories.join(id));
    const result = {
      kind,
      headlines: headlines.length,
      background: BACKGROUND,
      backgroundSeconds: Number(f(backgroundSeconds, 1)),
      stories: new Set(found.values()).size,
      ...Object.fromEntries(Object.entries(score).map(([k, v]) => [k, Number(f(v, 3))])),
      clusterMs: percentiles(cluster),
      addedMs: percentiles(added),
      params: PARAMS,
      indian,
    };
    console.log(
      `${kind}: ${headlines.length} headlines over ${BACKGROUND} background articles ` +
        `(background stored and clustered in ${f(backgroundSeconds, 1)} s): ${result.stories} stories found (44 true)\n` +
        `  B-cubed precision ${f(score.precision, 3)}, recall ${f(score.recall, 3)}, F1 ${f(score.f1, 3)}\n` +
        `  clustering statement: p50 ${f(result.clusterMs.p50)} ms, p95 ${f(result.clusterMs.p95)} ms; ` +
        `insert + clustering: p50 ${f(result.addedMs.p50)} ms, p95 ${f(result.addedMs.p95)} ms\n` +
        `  India's languages (${indian.headlines} headlines): B-cubed precision ${f(indian.indian.precision, 3)}, ` +
        `recall ${f(indian.indian.recall, 3)}, F1 ${f(indian.indian.f1, 3)}; stories of two languages: ` +
        `${indian.storiesOfTwoLanguages}\n` +
        Object.entries(indian.byLanguage)
          .map(([l, r]) => `    ${l}: precision ${f(r.precision, 3)}, recall ${f(r.recall, 3)}`)
          .join('\n'),
    );
    return result;
  } finally {
    await handle.close();
    await bench.dispose();
  }
}

console.log(`clustering parameters: ${JSON.stringify(PARAMS)}`);
const results = [];
for (const target of await databaseTargets()) {
  const kind: BenchKind = target.name === 'pglite' ? 'embedded' : 'postgres';
  if (!process.env.BENCH_ONLY || process.env.BENCH_ONLY === kind) results.push(await benchOne(kind, target.url));
}
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/stories.json', JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
console.log('wrote .bench/stories.json');
