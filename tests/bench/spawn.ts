// Shared by the benchmarks: a fresh database of either kind, and the real app in a child process.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dropSchema, migrate, openDatabase, type DbHandle, type DbOptions } from '#server/db/database.ts';

export type BenchKind = 'embedded' | 'postgres';

/** The app on `port` in its own process (tests/bench/server.ts), with `env` added. */
export function startServer(port: number, env: Record<string, string>, nodeArgs: string[] = []) {
  const child = fork(path.resolve('tests/bench/server.ts'), [String(port)], {
    execArgv: ['--import', 'tsx', ...nodeArgs],
    env: { ...process.env, ...env },
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.removeAllListeners('exit');
      child.once('exit', () => resolve());
      child.send('stop');
    });
  /** The process's memory after a full garbage collection (needs `--expose-gc` in nodeArgs). */
  const heap = () =>
    new Promise<{ heapUsed: number; rss: number }>((resolve) => {
      const onMessage = (m: unknown) => {
        if (typeof m !== 'object' || m === null || !('heapUsed' in m)) return;
        child.off('message', onMessage);
        resolve(m as { heapUsed: number; rss: number });
      };
      child.on('message', onMessage);
      child.send('heap');
    });
  return { ready, stop, heap, pid: child.pid };
}

/**
 * A fresh, migrated database for one benchmark: a temporary PGlite directory, or a schema of
 * its own on PostgreSQL. `open` (re)opens it, `env` lets the server process open the same one,
 * `dispose` removes it.
 */
export async function benchDatabase(kind: BenchKind, url: string | undefined, poolSize?: number) {
  const dir = kind === 'embedded' ? mkdtempSync(path.join(tmpdir(), 'khabar-bench-')) : undefined;
  const schema = kind === 'postgres' ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const opts: DbOptions = {
    databaseUrl: url,
    dataDir: dir ?? 'memory://',
    ...(schema ? { schema } : {}),
    ...(poolSize ? { poolSize } : {}),
  };
  const env: Record<string, string> = dir ? { DATA_DIR: dir } : { DATABASE_URL: url ?? '', BENCH_SCHEMA: schema ?? '' };
  const open = (): Promise<DbHandle> => openDatabase(opts);
  const first = await open();
  await migrate(first.db);
  await first.close();
  const dispose = async () => {
    if (schema) {
      const h = await open();
      await dropSchema(h.db, schema);
      await h.close();
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
  return { open, env, dispose, schema };
}
