import { sql } from 'kysely';
import { fixtureUrl, insertFixtures } from '../api/news-fixtures';
import { testApp, type TestApp } from './app';
import type { DbTarget } from './databases';

/**
 * An app with the given load-shedding limits and one article, for the load-shedding suites,
 * and a way to hold the database: the articles table locked in a transaction of the test's own,
 * so every list request stays in the server as long as the test says.
 */
export async function loadApp(
  target: DbTarget,
  limits: Record<string, string>,
): Promise<TestApp & { holdArticles: () => Promise<{ release: () => Promise<void> }> }> {
  const t = await testApp(target, limits);
  await insertFixtures(t.handle, [
    { url: fixtureUrl('load'), title: 'Load story', summary: 'India', text: 'Body.', published: new Date() },
  ]);
  const holdArticles = async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const held = t.handle.db.transaction().execute(async (trx) => {
      await sql`LOCK TABLE articles IN ACCESS EXCLUSIVE MODE`.execute(trx);
      locked();
      await released;
    });
    await isLocked;
    return { release: async () => (release(), await held) };
  };
  return { ...t, holdArticles };
}
