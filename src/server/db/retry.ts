/** SQLSTATEs of a transaction PostgreSQL ended so that it can be run again (deadlock, serialisation). */
const RETRYABLE = new Set(['40P01', '40001']);

const sqlState = (err: unknown) =>
  typeof err === 'object' && err !== null ? String((err as { code?: unknown }).code) : undefined;

export const isRetryableFailure = (err: unknown) => RETRYABLE.has(sqlState(err) ?? '');

/** A foreign key refused the row: what it references is gone (or was never there). */
export const isForeignKeyViolation = (err: unknown) => sqlState(err) === '23503';

/**
 * Run a transaction again when PostgreSQL ended it as a deadlock's loser or for a
 * serialisation failure, up to `attempts` times; any other error, or the last one, is thrown.
 */
export async function retryOnConflict<T>(fn: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= attempts || !isRetryableFailure(err)) throw err;
    }
  }
}
