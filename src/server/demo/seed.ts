import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { articleRomanKeys } from '#server/lib/search-text.ts';
import { createStoryClusterer } from '#server/modules/stories/index.ts';
import { DEMO_HOST, DEMO_SOURCES, demoArticle, type DemoArticle } from './generator';
import { INDIC_DEMO_SOURCES } from './vocabulary-indic';

// Rows per INSERT. Each batch travels as one JSON parameter (no 65,535-parameter limit,
// one round trip), so bigger batches are cheaper; 1,000 keeps a statement near 1.5 MB.
const BATCH = 1000;

export async function countArticles(db: Db): Promise<number> {
  const row = await db
    .selectFrom('articles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** An article to insert: a demo article, or a test's or benchmark's in any language Khabar knows. */
export type SeedArticle = Omit<DemoArticle, 'language'> & { language?: string };

/** Insert articles in one statement; returns how many were new (duplicate URLs are skipped). */
export async function insertArticles(db: Db, articles: SeedArticle[]): Promise<number> {
  if (articles.length === 0) return 0;
  const json = JSON.stringify(
    articles.map((a) => {
      const keys = articleRomanKeys(a);
      return {
        ...a,
        language: a.language ?? 'en',
        published: a.published.toISOString(),
        rt: keys.title,
        rh: keys.head,
      };
    }),
  );
  const res = await sql`
    INSERT INTO articles (url, title, summary, text, published, source, category, author, entities, language,
      roman_title, roman_head)
    SELECT url, title, summary, text, published, source, category, author, entities, language,
      to_tsvector('simple', rt), to_tsvector('simple', rh)
    FROM jsonb_to_recordset(${json}::jsonb) AS x(
      url text, title text, summary text, text text, published timestamptz,
      source text, category text, author text, entities jsonb, language text, rt text, rh text)
    ON CONFLICT (url) DO NOTHING`.execute(db);
  return Number(res.numAffectedRows ?? 0);
}

/**
 * Add `count` demo articles after the ones already generated (URLs carry the index, so
 * repeated seeding adds new articles instead of colliding). Returns how many were added.
 * `concurrency` batches are in flight at once (PostgreSQL: one pool connection each, so
 * index maintenance runs on several backends while the next batch is being generated).
 * Then every article in no story joins one, oldest first, as the crawler's would (`stories`:
 * false leaves them out, for a benchmark that only reads lists).
 */
export async function seedDemo(
  db: Db,
  count: number,
  now: Date = new Date(),
  onProgress?: (done: number) => void,
  concurrency = 1,
  { stories = true }: { stories?: boolean } = {},
): Promise<number> {
  await db
    .insertInto('sources')
    .values([...DEMO_SOURCES, ...INDIC_DEMO_SOURCES].map((name) => ({ name, homepage: `https://${DEMO_HOST}/` })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const start = Number(
    (
      await db
        .selectFrom('articles')
        .select(sql<number>`count(*) filter (where url like ${`https://${DEMO_HOST}/%`})`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  let added = 0;
  const inflight = new Set<Promise<void>>();
  for (let from = start; from < start + count; from += BATCH) {
    const batch: DemoArticle[] = [];
    for (let i = from; i < Math.min(from + BATCH, start + count); i++) batch.push(demoArticle(i, now));
    const p: Promise<void> = insertArticles(db, batch).then((n) => {
      added += n;
      inflight.delete(p);
      onProgress?.(added);
    });
    inflight.add(p);
    if (inflight.size >= concurrency) await Promise.race(inflight);
  }
  await Promise.all(inflight);
  if (stories && added > 0) await createStoryClusterer(db).catchUp(new Date(0));
  // PGlite has no autovacuum: without fresh statistics the planner guesses badly after a
  // big load, and without a visibility map count(*) cannot use index-only scans. The
  // trigger-kept counts took an update per batch and fill a hundred pages for a hundred rows,
  // which every search reads: the small table is rewritten (98 pages → 2 on 100,000 articles).
  if (added >= BATCH) {
    await sql`VACUUM ANALYZE articles`.execute(db);
    await sql`VACUUM (FULL, ANALYZE) article_counts`.execute(db);
  }
  return added;
}
