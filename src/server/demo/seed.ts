import { sql } from 'kysely';
import type { Db } from '../db/database';
import { DEMO_SOURCES, demoArticle } from './generator';

const BATCH = 250;

export async function countArticles(db: Db): Promise<number> {
  const row = await db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Add `count` demo articles after the ones already generated (URLs carry the index, so
 * repeated seeding adds new articles instead of colliding). Returns how many were added.
 */
export async function seedDemo(
  db: Db,
  count: number,
  now: Date = new Date(),
  onProgress?: (done: number) => void,
): Promise<number> {
  await db
    .insertInto('sources')
    .values(DEMO_SOURCES.map((name) => ({ name, homepage: 'https://demo.khabar.example/' })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const start = Number(
    (
      await db
        .selectFrom('articles')
        .select(sql<number>`count(*) filter (where url like 'https://demo.khabar.example/%')`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  let added = 0;
  for (let from = start; from < start + count; from += BATCH) {
    const rows = [];
    for (let i = from; i < Math.min(from + BATCH, start + count); i++) {
      const a = demoArticle(i, now);
      rows.push({ ...a, entities: JSON.stringify(a.entities) });
    }
    const res = await db
      .insertInto('articles')
      .values(rows)
      .onConflict((oc) => oc.column('url').doNothing())
      .executeTakeFirst();
    added += Number(res.numInsertedOrUpdatedRows ?? 0);
    onProgress?.(added);
  }
  return added;
}
