import type { ColumnType } from 'kysely';

/** A creation time the database fills in unless given, and never updated. */
export type Created = ColumnType<Date, Date | string | undefined, never>;
