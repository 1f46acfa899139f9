import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '#server/db/database.ts';
import { databaseTargets, freshDatabase } from '../helpers/databases';

const pgTarget = (await databaseTargets()).find((t) => t.name === 'postgres');

// A PostgreSQL restart or an administrator's terminate ends the pool's idle connections with an
// error; the server must carry on with new connections instead of dying of an unheard event.
describe.skipIf(!pgTarget)('a PostgreSQL connection ended by the server', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await freshDatabase(pgTarget ?? { name: 'postgres' });
  });
  afterAll(() => handle?.close());

  it('is dropped from the pool, and the next query runs on a new one', async () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(handle.db);
      const pid = rows[0]?.pid;
      const admin = new pg.Client({ connectionString: pgTarget?.url });
      await admin.connect();
      try {
        await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      } finally {
        await admin.end();
      }
      await expect.poll(() => said.mock.calls.flat().join(' ')).toMatch(/PostgreSQL closed an idle connection: terminating connection/);
      const after = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(handle.db);
      expect(after.rows[0]?.pid).not.toBe(pid);
    } finally {
      said.mockRestore();
    }
  });
});
