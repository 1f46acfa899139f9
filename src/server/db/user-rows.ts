import type { Db } from './database';
import type { Database } from './schema';

/** The tables whose rows each belong to one user (a `user_id` that is never null). */
type UserRowsTable = { [T in keyof Database]: Database[T] extends { user_id: number } ? T : never }[keyof Database];

/** How many rows of `table` belong to the user. Pass a transaction as `db` to count inside it. */
export async function countUserRows(db: Db, table: UserRowsTable, userId: number): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
