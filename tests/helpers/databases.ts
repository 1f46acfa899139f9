import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withAdvisoryLock } from '#server/db/advisory-lock.ts';
import { dropSchema, migrate, openDatabase, type DbHandle } from '#server/db/database.ts';

/**
 * The databases every API suite runs against: embedded PGlite always, PostgreSQL when
 * DATABASE_URL is set or a local server answers (this machine and CI have one).
 */
export const LOCAL_PG = 'postgres://postgres@127.0.0.1:5432/test';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export type DbTarget = { name: 'pglite' | 'postgres'; url?: string };

let targets: Promise<DbTarget[]> | undefined;
export function databaseTargets(): Promise<DbTarget[]> {
  targets ??= (async () => {
    const url = process.env.DATABASE_URL ?? LOCAL_PG;
    const list: DbTarget[] = [{ name: 'pglite' }];
    if (process.env.SKIP_POSTGRES !== '1' && (await reachable(url))) list.push({ name: 'postgres', url });
    else if (process.env.DATABASE_URL) throw new Error(`DATABASE_URL is set but unreachable: ${url}`);
    return list;
  })();
  return targets;
}

/** A fresh, migrated database: in-memory PGlite, or a PostgreSQL schema of its own. */
export async function freshDatabase(target: DbTarget): Promise<DbHandle> {
  if (target.name === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrate(handle.db);
    return handle;
  }
  const url = target.url ?? LOCAL_PG;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const handle = await openDatabase({ databaseUrl: url, dataDir: 'memory://', schema, poolSize: 4 });
  await withSchemaLock(url, 'shared', () => migrate(handle.db));
  return {
    ...handle,
    close: async () => {
      await withSchemaLock(url, 'exclusive', async () => {
        // The alerts' job queue keeps its tables beside the schema (src/server/modules/push/queue.ts).
        await dropSchema(handle.db, `${schema}_pgboss`);
        await dropSchema(handle.db, schema);
      });
      await handle.close();
    },
  };
}

/** The advisory lock that keeps schema drops out of migrations (any fixed 64-bit number). */
const SCHEMA_LOCK = 7_245_001_114n;

/**
 * Run `fn` under a session advisory lock held on a connection of its own: migrations share
 * it, a schema drop takes it alone. Kysely's migrator lists every table of the database and
 * resolves each one's schema by name (`has_schema_privilege`, `pg_get_serial_sequence`), so a
 * test file dropping its schema at that moment failed another file's migration with
 * "schema … does not exist".
 */
const withSchemaLock = <T>(url: string, mode: 'shared' | 'exclusive', fn: () => Promise<T>): Promise<T> =>
  withAdvisoryLock(url, SCHEMA_LOCK, fn, { shared: mode === 'shared' });

/** Run `fn` on a PostgreSQL connection of its own (CREATE/DROP DATABASE cannot share a pool's), then end it. */
async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Drop a scratch database once the sessions closed by the test have left it: a pool's `end()`
 * resolves before its connections' sockets close, and a forced drop would end those
 * connections with an error of their own. Sessions still there after 10 s are forced out.
 */
function dropDatabase(adminUrl: string, name: string): Promise<void> {
  return withClient(adminUrl, async (client) => {
    const until = Date.now() + 10_000;
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if (!rows[0]?.n || Date.now() > until) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

/**
 * A new, migrated PostgreSQL database of its own, for what lives per database rather than per
 * schema (pg-boss installs its own `pgboss` schema); `drop` removes it, connections and all.
 */
export async function scratchDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; handle: DbHandle; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const url = adminUrl.replace(/\/[^/?]*(\?|$)/, `/${name}$1`);
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const handle = await openDatabase({ databaseUrl: url, dataDir: 'memory://', poolSize: 2 });
  await migrate(handle.db);
  return {
    url,
    handle,
    drop: async () => {
      await handle.close();
      await dropDatabase(adminUrl, name);
    },
  };
}
