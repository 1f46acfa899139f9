import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db, IndexReads } from '#server/db/database.ts';

/** What every module gets: configuration, the database and a clock tests can set. */
export type AppContext = {
  config: Config;
  db: Db;
  /** Statements planned without sequential scans (DbHandle `indexReads`). */
  indexReads: IndexReads;
  dbKind: 'pglite' | 'postgres';
  now: () => Date;
  log: FastifyBaseLogger;
};
