import type { Migration } from 'kysely';
import * as m0001 from './0001-news';
import * as m0002 from './0002-accounts';

// Every migration, by name. Names sort in the order they must run; add new ones at the end.
export const migrations: Record<string, Migration> = {
  '0001-news': m0001,
  '0002-accounts': m0002,
};
