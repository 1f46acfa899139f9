import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { Kysely, Migrator, PostgresDialect, sql, type MigrationProvider } from 'kysely';
import pg from 'pg';
import type { Config } from '#server/config.ts';
import { migrations } from '#server/db/migrations/index.ts';
import { lockDataDir } from './data-dir-lock';
import { PGliteDialect } from './pglite-dialect';
import { createStatementNames, namedStatementsPool, PLAN_SETTINGS } from './prepared';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export type DbOptions = {
  /** A postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory://` keeps everything in memory (tests). */
  dataDir: string;
  /** PostgreSQL only: a schema to work in (tests isolate each run in its own). */
  schema?: string;
  poolSize?: number;
};

/**
 * Runs statements planned without sequential scans and with room (64 MB) for a bitmap of every
 * match. A full-text query that matches most articles looks cheapest to the planner as a
 * sequential scan, but every row it tests reads the article's big search vector from TOAST,
 * while the GIN index answers the same match without it; and with the default 4 MB a bitmap
 * over a million articles turns lossy and is rechecked row by row, reading those vectors after
 * all. On PostgreSQL the statements go to a small pool of connections set up that way, each one
 * statement and one round trip; the embedded database's one connection is set up that way
 * itself.
 */
export type IndexReads = <T>(run: (db: Db) => Promise<T>) => Promise<T>;

/**
 * Plain SQL text for a job queue (pg-boss's `db` option): several statements in one text when
 * it has no values. On the embedded database it takes the one connection as Kysely does, so it
 * never runs inside another caller's transaction.
 */
export type JobsSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  indexReads: IndexReads;
  jobsSql: JobsSql;
};

/** The planner settings of index reads (IndexReads), as connection options or as SET statements. */
const INDEX_READ_SETTINGS = { enable_seqscan: 'off', work_mem: '64MB' };
const settingsAs = (settings: Record<string, string>, each: (name: string, value: string) => string) =>
  Object.entries(settings)
    .map(([name, value]) => each(name, value))
    .join(' ');
const asOptions = (settings: Record<string, string>) => settingsAs(settings, (n, v) => `-c ${n}=${v}`);

/** The database the configuration names, with its pool size (and, for tests and benchmarks, a schema of their own). */
export const configuredDatabase = (
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'databasePoolSize'>,
  { schema }: Pick<DbOptions, 'schema'> = {},
): Promise<DbHandle> =>
  openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    ...(schema ? { schema } : {}),
  });

/** How often the embedded database writes a checkpoint. */
const CHECKPOINT_MS = 5 * 60_000;

// pg returns int8 and numeric as strings; our counts and ids fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export async function openDatabase(opts: DbOptions): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const size = opts.poolSize ?? 10;
    const openPool = (max: number, settings = '') => {
      const pool = new pg.Pool({
        connectionString: opts.databaseUrl,
        max,
        // No JIT: every statement here is short, and a search the planner overestimates (a GIN
        // index read whole) would spend about 90 ms compiling before it runs. PLAN_SETTINGS:
        // a prepared statement is planned for each run's values (prepared.ts).
        options: `-c jit=off ${asOptions(PLAN_SETTINGS)}${settings ? ` ${settings}` : ''}${opts.schema ? ` -c search_path=${opts.schema}` : ''}`,
      });
      // An idle connection the server closes (a restart, an administrator's terminate, a
      // dropped database) is an 'error' on the pool, which drops that connection and opens
      // another when needed; unheard, the event would end the process.
      pool.on('error', (err) => console.error(`PostgreSQL closed an idle connection: ${err.message}`));
      return pool;
    };
    const pool = openPool(size);
    if (opts.schema) {
      const client = await pool.connect();
      try {
        await client.query(`CREATE SCHEMA IF NOT EXISTS "${opts.schema}"`);
      } finally {
        client.release();
      }
    }
    // The statements a search sends again and again are prepared on each connection (prepared.ts).
    const names = createStatementNames();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namedStatementsPool(pool, names) }) });
    // Connections are opened when first needed, so a process that never searches opens none.
    const indexPool = openPool(Math.min(4, size), asOptions(INDEX_READ_SETTINGS));
    const indexDb = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: namedStatementsPool(indexPool, names) }),
    });
    return {
      db,
      kind: 'postgres',
      close: async () => {
        await Promise.all([db.destroy(), indexDb.destroy()]);
      },
      indexReads: (run) => run(indexDb),
      jobsSql: (text, values) => pool.query(text, values),
    };
  }
  let dataDir: string | undefined;
  if (opts.dataDir !== 'memory://') {
    dataDir = path.resolve(opts.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  // One process at a time on an embedded database: a second one would write over the first.
  // The lock dies with its process, so a crashed server's restart is not held up (data-dir-lock.ts).
  const release = dataDir ? await lockDataDir(dataDir) : async () => undefined;
  // btree_gin: the text index holds the source as well (migration 0012).
  const client = new PGlite({ ...(dataDir ? { dataDir } : {}), extensions: { btree_gin } });
  try {
    await client.waitReady;
  } catch (err) {
    await release();
    throw err;
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  // The embedded database has one connection, serving one process whose big table is read
  // through its indexes; its session is set up as PostgreSQL's index-read pool is, so a search
  // needs no transaction around those reads (three statements fewer, each a fixed cost here).
  // A statement with no index to use still scans the table. PLAN_SETTINGS as on PostgreSQL.
  await client.exec(settingsAs({ ...INDEX_READ_SETTINGS, ...PLAN_SETTINGS }, (n, v) => `SET ${n} = '${v}';`));
  // PGlite runs PostgreSQL as one backend without its checkpointer, so the write-ahead log grows
  // until max_wal_size and a crash replays all of it at the next start. A checkpoint every five
  // minutes (PostgreSQL's own checkpoint_timeout) keeps that replay, and a restart after a crash,
  // short.
  const checkpoints = setInterval(() => {
    sql`CHECKPOINT`.execute(db).catch(() => undefined);
  }, CHECKPOINT_MS);
  checkpoints.unref();
  return {
    db,
    kind: 'pglite',
    indexReads: (run) => run(db),
    jobsSql: (text, values) =>
      db.connection().execute(async () => {
        if (values?.length) return client.query(text, values);
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      }),
    close: async () => {
      clearInterval(checkpoints);
      await db.destroy();
      await release();
    },
  };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The schema the connection's unqualified names resolve to (`public`, or a test's own). */
export async function currentSchema(db: Db): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

/** Bring the schema up to date; throws with the failing migration's name. */
export async function migrate(db: Db): Promise<string[]> {
  // Name the schema: Kysely otherwise finds its lock table in any schema of the database
  // (e.g. another test run's) and then fails to use a missing one in ours.
  const schema = await currentSchema(db);
  if (schema && (await upToDate(db, schema))) return [];
  const migrator = new Migrator({
    db,
    provider,
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}

/**
 * Whether every migration is recorded in the schema's migration table. Checked before the
 * migrator runs because the migrator lists every table of the database, in every schema: a
 * server starting against a migrated schema must not fail because another schema (another
 * test file's, another tenant's) is dropped at that moment.
 */
async function upToDate(db: Db, schema: string): Promise<boolean> {
  const table = await sql<{
    t: string | null;
  }>`SELECT to_regclass(format('%I.%I', ${schema}::text, 'kysely_migration')) AS t`.execute(db);
  if (!table.rows[0]?.t) return false;
  const applied = await sql<{ name: string }>`SELECT name FROM ${sql.id(schema, 'kysely_migration')}`.execute(db);
  const names = new Set(applied.rows.map((r) => r.name));
  return Object.keys(migrations).every((m) => names.has(m));
}

export async function dropSchema(db: Db, schema: string): Promise<void> {
  await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(db);
}
