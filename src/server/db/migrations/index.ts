import type { Migration } from 'kysely';
import * as m0001 from './0001-news';
import * as m0003 from './0003-ingest';

// Every migration, by name. Names sort in the order they must run; add new ones at the end.
export const migrations: Record<string, Migration> = {
  '0001-news': m0001,
  '0003-ingest': m0003,
};
