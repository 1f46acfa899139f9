import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { demoArticle, type DemoArticle } from '#server/demo/generator.ts';
import { seedDemo } from '#server/demo/seed.ts';
import { insertArticles } from '#server/demo/repository.ts';
import { databaseTargets, freshDatabase } from '../helpers/databases';

// article_counts (migration 0004) is kept by statement triggers. A statement adding articles of
// several (category, source) pairs updates several of its rows; two such statements that lock
// those rows in different orders can deadlock (it happened seeding with four batches in
// flight). Every writer locks them sorted (migration 0011), so one waiting for a row holds
// none that sort after it. PostgreSQL only: the embedded database has one connection.
const pgTarget = (await databaseTargets()).find((t) => t.name === 'postgres');
const NOW = new Date('2026-03-11T09:00:00Z');

describe.skipIf(!pgTarget)('article counts with writers at the same time (postgres)', () => {
  it('a writer waiting for its first (category, source) row holds none of the others', async () => {
    const h = await freshDatabase(pgTarget!);
    let release = () => {};
    const pending: Promise<unknown>[] = [];
    try {
      await seedDemo(h.db, 0, NOW); // the demo sources
      // Two articles for each of ten pairs: one now, one for the writer below.
      const byPair = new Map<string, DemoArticle[]>();
      for (let i = 0; byPair.size < 10 || [...byPair.values()].some((a) => a.length < 2); i++) {
        const a = demoArticle(i, NOW);
        const list = byPair.get(`${a.category}|${a.source}`) ?? [];
        if (list.length < 2 && (list.length > 0 || byPair.size < 10))
          byPair.set(`${a.category}|${a.source}`, [...list, a]);
      }
      await insertArticles(
        h.db,
        [...byPair.values()].map((a) => a[0]!),
      );
      const pairs = (
        await sql<{
          category: string;
          source: string;
        }>`SELECT category, source FROM article_counts ORDER BY category, source`.execute(h.db)
      ).rows;
      expect(pairs).toHaveLength(10);
      const [first, ...rest] = pairs;
      const isPair = (p: { category: string; source: string }) =>
        sql`(category = ${p.category} AND source = ${p.source})`;

      // Another transaction holds the first pair's row.
      const released = new Promise<void>((r) => (release = r));
      let held = () => {};
      const holding = new Promise<void>((r) => (held = r));
      const holder = h.db.transaction().execute(async (tx) => {
        await sql`SELECT 1 FROM article_counts WHERE ${isPair(first!)} FOR UPDATE`.execute(tx);
        held();
        await released;
      });
      pending.push(holder);
      await holding;

      // A writer adds an article of every pair and waits for that row.
      let pid = 0;
      const writer = h.db.connection().execute(async (c) => {
        pid = (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(c)).rows[0]!.pid;
        return insertArticles(c, [...byPair.values()].map((a) => a[1]!).reverse());
      });
      const waiting = async () => {
        const r = await sql<{
          w: string | null;
        }>`SELECT wait_event_type AS w FROM pg_stat_activity WHERE pid = ${pid}`.execute(h.db);
        return r.rows[0]?.w === 'Lock';
      };
      pending.push(writer);
      await expect.poll(waiting, { timeout: 10_000, interval: 50 }).toBe(true);

      // Every other pair's row is free while it waits.
      const others = sql.join(rest.map(isPair), sql` OR `);
      const free = await h.db
        .transaction()
        .execute(
          async (tx) =>
            (await sql`SELECT 1 FROM article_counts WHERE ${others} FOR UPDATE NOWAIT`.execute(tx)).rows.length,
        );
      expect(free).toBe(9);

      release();
      await holder;
      expect(await writer).toBe(10);
      const counts = (
        await sql<{ n: number }>`SELECT n FROM article_counts ORDER BY category, source`.execute(h.db)
      ).rows.map((r) => Number(r.n));
      expect(counts).toEqual(Array(10).fill(2));
    } finally {
      release();
      await Promise.allSettled(pending);
      await h.close();
    }
  });
});
