import type { Db } from '#server/db/database.ts';
import { createStoryClusterer } from '#server/modules/stories/index.ts';
import { DEMO_SOURCES, demoArticle, type DemoArticle } from './generator';
import { addSources, countDemoArticles, insertArticles, vacuumArticles } from './repository';
import { INDIC_DEMO_SOURCES } from './vocabulary-indic';

// Rows per INSERT. Each batch travels as one JSON parameter (no 65,535-parameter limit,
// one round trip), so bigger batches are cheaper; 1,000 keeps a statement near 1.5 MB.
const BATCH = 1000;

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
  await addSources(db, [...DEMO_SOURCES, ...INDIC_DEMO_SOURCES]);
  const start = await countDemoArticles(db);
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
  if (added >= BATCH) await vacuumArticles(db);
  return added;
}
