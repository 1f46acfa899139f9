import pg from 'pg';

/**
 * Run `fn` while holding a PostgreSQL session advisory lock on a connection of its own: an
 * exclusive holder runs alone, shared holders run together (and keep exclusive ones out).
 * Ending the session releases the lock, whatever happened. `key` is any fixed 64-bit number.
 */
export async function withAdvisoryLock<T>(
  databaseUrl: string,
  key: bigint,
  fn: () => Promise<T>,
  opts: { shared?: boolean; applicationName?: string } = {},
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: opts.applicationName });
  await client.connect();
  try {
    await client.query(opts.shared ? 'SELECT pg_advisory_lock_shared($1)' : 'SELECT pg_advisory_lock($1)', [
      key.toString(),
    ]);
    return await fn();
  } finally {
    await client.end();
  }
}
