import { protocol, type PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
// node-postgres's own preparation of a parameter (its public module path; see pg-utils.d.ts).
import { prepareValue } from 'pg/lib/utils.js';
import { createStatementNames, isStalePlan, type StatementNames } from './prepared';

/**
 * Kysely on the embedded database: one call into it per statement, and the statements a search
 * sends again and again kept prepared (prepared.ts; the session's PLAN_SETTINGS are set where
 * the database is opened, database.ts).
 *
 * PGlite's `query()` asks the database for a statement's parameter types before binding it,
 * passes each protocol message (parse, describe, bind, describe, execute, sync) in a call of its
 * own, and copies its table of ~300 type parsers to read the rows: about 0.3 ms a statement on
 * a search. Here the messages go in one call, as a PostgreSQL client sends them over a socket.
 * With the prepared statements, a search's mean time fell by a fifth
 * (docs/decisions/0059-own-pglite-connection-and-prepared-statements.md).
 *
 * Parameters are sent as text of unspecified type, prepared as node-postgres prepares them on
 * the PostgreSQL path, so every statement sees the same values on both databases. Rows are
 * read with PGlite's own type parsers.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly client: PGlite) {}
  createAdapter = () => new PostgresAdapter();
  createDriver = (): Driver => new PGliteDriver(this.client);
  createQueryCompiler = () => new PostgresQueryCompiler();
  createIntrospector = (db: Kysely<unknown>) => new PostgresIntrospector(db);
}

const { serialize, messages: backend } = protocol;
type Messages = Awaited<ReturnType<PGlite['execProtocol']>>['messages'];

/** Rows changed, from the command tag, for the statements that report it. */
function affected(tag: string): bigint | undefined {
  const [command, a, b] = tag.split(' ');
  if (command === 'INSERT') return BigInt(b ?? 0);
  if (command === 'UPDATE' || command === 'DELETE' || command === 'MERGE') return BigInt(a ?? 0);
  return undefined;
}

class PGliteConnection implements DatabaseConnection {
  /** Names of the statements prepared on this connection. */
  private readonly parsed = new Set<string>();

  constructor(
    private readonly client: PGlite,
    private readonly names: StatementNames,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const name = this.names.nameOf(query.sql);
    try {
      return await this.run<R>(query, name);
    } catch (err) {
      if (name === undefined || !isStalePlan(err)) throw err;
      this.names.refuse(query.sql);
      await this.close(name);
      return this.run<R>(query, undefined);
    }
  }

  private async run<R>(query: CompiledQuery, name: string | undefined): Promise<QueryResult<R>> {
    const fresh = name !== undefined && !this.parsed.has(name);
    const message = Buffer.concat([
      ...(name === undefined || fresh
        ? [serialize.parse({ ...(name ? { name } : {}), text: query.sql, types: [] })]
        : []),
      serialize.bind({ ...(name ? { statement: name } : {}), values: query.parameters.map((v) => prepareValue(v)) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    let messages: Messages;
    try {
      // The lock PGlite's own queries take; an error is thrown after the sync, so the
      // connection is ready for the next statement either way.
      ({ messages } = await this.client.runExclusive(() => this.client.execProtocol(message)));
    } catch (err) {
      // A failed parse leaves no statement, a failed bind or run leaves it prepared: closed,
      // so that the next run of the text prepares it again.
      if (fresh) await this.close(name).catch(() => undefined);
      throw err;
    }
    if (fresh) this.parsed.add(name);
    return this.rows<R>(messages);
  }

  private rows<R>(messages: Messages): QueryResult<R> {
    const parsers = this.client.parsers;
    const rows: R[] = [];
    let names: string[] = [];
    let read: ((text: string) => unknown)[] = [];
    let numAffectedRows: bigint | undefined;
    for (const m of messages) {
      if (m instanceof backend.RowDescriptionMessage) {
        names = m.fields.map((f) => f.name);
        read = m.fields.map((f) => {
          const parse = parsers[f.dataTypeID];
          return parse ? (text: string) => parse(text, f.dataTypeID) : (text: string) => text;
        });
      } else if (m instanceof backend.DataRowMessage) {
        const row: Record<string, unknown> = {};
        m.fields.forEach((text, i) => {
          row[names[i]!] = text === null ? null : read[i]!(text);
        });
        rows.push(row as R);
      } else if (m instanceof backend.CommandCompleteMessage) {
        numAffectedRows = affected(m.text);
      }
    }
    return numAffectedRows === undefined ? { rows } : { rows, numAffectedRows };
  }

  /** Closing a statement that does not exist is no error. */
  private async close(name: string): Promise<void> {
    this.parsed.delete(name);
    const message = Buffer.concat([serialize.close({ type: 'S', name }), serialize.sync()]);
    await this.client.runExclusive(() => this.client.execProtocol(message, { throwOnError: false }));
  }

  /** The whole result is in memory already: handed out in chunks. */
  async *streamQuery<R>(query: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(query);
    for (let i = 0; i < rows.length; i += chunkSize) yield { rows: rows.slice(i, i + chunkSize) };
  }
}

/** One connection, lent to one caller at a time (a transaction holds it to its end). */
class PGliteDriver implements Driver {
  private connection: PGliteConnection;
  private busy = false;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly client: PGlite) {
    this.connection = new PGliteConnection(client, createStatementNames());
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.busy) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.busy = true;
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    const next = this.waiting.shift();
    // Handed on in a later turn of the event loop: each statement runs synchronously, and handed
    // on at once the waiting statements ran back to back without a pause for I/O, so under load a
    // health check (or any new connection) waited for the whole queue.
    if (next) setImmediate(next);
    else this.busy = false;
  }

  async beginTransaction(conn: DatabaseConnection, settings: { isolationLevel?: string }): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await conn.executeQuery(CompiledQuery.raw(`start transaction${isolation}`));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    await this.client.close();
  }
}
