import { availableParallelism } from 'node:os';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { configuredDatabase, type DbHandle } from '#server/db/database.ts';
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
      await expect
        .poll(() => said.mock.calls.flat().join(' '))
        .toMatch(/PostgreSQL closed an idle connection: terminating connection/);
      const after = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(handle.db);
      expect(after.rows[0]?.pid).not.toBe(pid);
    } finally {
      said.mockRestore();
    }
  });
});

// DATABASE_POOL_SIZE (default: the machine's cores) bounds the statements a process runs at once
// on PostgreSQL; more wait for a connection instead of taking turns on the database's cores.
describe.skipIf(!pgTarget)('the PostgreSQL pool size', () => {
  it('is the most connections that statements sent at once are spread over', async () => {
    const config = loadConfig({ DATABASE_URL: pgTarget?.url, DATABASE_POOL_SIZE: '2' });
    expect(config.databasePoolSize).toBe(2);
    const handle = await configuredDatabase(config);
    try {
      const pids = await Promise.all(
        Array.from(
          { length: 8 },
          async () =>
            (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid, pg_sleep(0.02)`.execute(handle.db)).rows[0]
              ?.pid,
        ),
      );
      expect(new Set(pids).size).toBe(2);
    } finally {
      await handle.close();
    }
  });

  it('defaults to the cores of the machine, at least 2, and must be a whole number from 1', () => {
    expect(loadConfig({}).databasePoolSize).toBe(Math.max(2, availableParallelism()));
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrowError(/^Invalid configuration: DATABASE_POOL_SIZE: /);
  });
});
