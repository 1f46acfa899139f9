import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type DbHandle } from '#server/db/database.ts';
import { migrations } from '#server/db/migrations/index.ts';
import { databaseTargets, freshDatabase } from '../helpers/databases';

describe('migrate', () => {
  it('applies every migration to a new database, in order', async () => {
    const h = await openDatabase({ dataDir: 'memory://' });
    try {
      expect(await migrate(h.db)).toEqual(Object.keys(migrations).sort());
    } finally {
      await h.close();
    }
    // Every migration on a new embedded database: about 9 s on a quiet two-core machine, several
    // times that when the browser tests run beside it.
  }, 120_000);
});

describe.each(await databaseTargets())('migrate on an up-to-date database ($name)', (target) => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase(target);
  });
  afterAll(() => h.close());

  // A server starting on a migrated schema (every test app, every restart) runs nothing.
  it('applies nothing and names nothing', async () => {
    expect(await migrate(h.db)).toEqual([]);
  });
});
