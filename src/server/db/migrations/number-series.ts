import { sql, type Kysely } from 'kysely';

/**
 * A series of document numbers, consecutive within a financial year: the last number issued in
 * each year (invoices, 0006; credit notes, 0024), in the text both migrations ran.
 */
export const createNumberSeries = (db: Kysely<unknown>, table: string) =>
  sql`
    CREATE TABLE ${sql.raw(table)} (
      financial_year text PRIMARY KEY,
      last_number integer NOT NULL CHECK (last_number >= 0))`.execute(db);
