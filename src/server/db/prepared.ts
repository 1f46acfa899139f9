import type pg from 'pg';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * Which statement texts run as named prepared statements, on either database.
 *
 * A search sends the same few statement texts again and again with other values (32 texts in
 * 1,809 statements of the benchmark's mix). Parsing and analysing such a text costs about
 * 0.25 ms on PostgreSQL and more on the embedded database, a fifth of a statement's time
 * (docs/decisions/0059-own-pglite-connection-and-prepared-statements.md); a named statement is parsed once per connection, then
 * only bound and run. Each run is still planned for its own values: the connections set
 * `plan_cache_mode = force_custom_plan` (PLAN_SETTINGS), so a prepared search is planned exactly
 * as the unnamed one was, with its query text folded into constants.
 *
 * A text is named the second time it is seen, so one-off texts (a batch insert of an odd size)
 * take no place; at most `max` texts are named, so a connection holds at most that many. A text
 * the database refused to run again (its table changed shape) is never named again.
 */
export function createStatementNames({ max = PREPARED_MAX } = {}) {
  const named = new Map<string, string>();
  const seen = new Set<string>();
  const refused = new Set<string>();
  let count = 0; // names are never reused: a refused text's statement may still be prepared
  return {
    /** The text's statement name, or undefined to run it unnamed. */
    nameOf(sql: string): string | undefined {
      const name = named.get(sql);
      if (name !== undefined || count >= max || refused.has(sql)) return name;
      if (!seen.has(sql)) {
        if (seen.size >= 10 * max) seen.clear();
        seen.add(sql);
        return undefined;
      }
      seen.delete(sql);
      const fresh = `khabar_${count++}`;
      named.set(sql, fresh);
      return fresh;
    },
    /** Run this text unnamed from now on. */
    refuse(sql: string): void {
      if (refused.size < max) refused.add(sql);
      named.delete(sql);
    },
  };
}
export type StatementNames = ReturnType<typeof createStatementNames>;

/** How many statement texts are prepared at most (on each connection). */
export const PREPARED_MAX = 100;

/** The planner setting that plans a prepared statement for each run's values. */
export const PLAN_SETTINGS = { plan_cache_mode: 'force_custom_plan' } as const;

/**
 * "cached plan must not change result type": a prepared `SELECT *` after its table changed.
 * The statement is run unnamed instead, and its text no longer named.
 */
export const isStalePlan = (err: unknown) =>
  typeof err === 'object' &&
  err !== null &&
  (err as { code?: unknown }).code === '0A000' &&
  /cached plan/.test(String((err as Error).message));

/** A node-postgres pool for Kysely whose clients send named statements (see createStatementNames). */
export function namedStatementsPool(pool: pg.Pool, names: StatementNames): PostgresPool {
  // One wrapper per pooled connection, made when it is first lent: Kysely keeps its own connection
  // object per client object it is given (a WeakMap), so a fresh wrapper on each loan made it
  // build a new one for every statement (latest +13 % on PostgreSQL, 2026-11-26, 0575a97).
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };

  function wrap(client: pg.PoolClient): PostgresPoolClient {
    // node-postgres's command tag is any string; Kysely's type lists the ones it reads.
    const run = (q: string | pg.QueryConfig, values?: unknown[]) =>
      client.query(q, values) as Promise<PostgresQueryResult<unknown>>;
    async function named(sql: string, values: unknown[]) {
      const name = names.nameOf(sql);
      if (name === undefined) return run(sql, values);
      try {
        return await run({ name, text: sql, values });
      } catch (err) {
        if (!isStalePlan(err)) throw err;
        names.refuse(sql);
        return run(sql, values);
      }
    }
    function query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query(
      arg: string | PostgresCursor<unknown>,
      parameters: readonly unknown[] = [],
    ): Promise<PostgresQueryResult<unknown>> | PostgresCursor<unknown> {
      return typeof arg === 'string'
        ? named(arg, [...parameters])
        : (client.query(arg as unknown as pg.Submittable) as unknown as PostgresCursor<unknown>);
    }
    return { query, release: () => client.release() };
  }
}
