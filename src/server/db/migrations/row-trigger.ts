import { sql, type Kysely } from 'kysely';

/**
 * `CREATE TRIGGER name timing ON table FOR EACH ROW EXECUTE FUNCTION fn()`, in the text the
 * migrations that create such a trigger ran (0003, 0006, 0015): `timing` is e.g. `AFTER DELETE`;
 * the function is the trigger's namesake unless named.
 */
export const createRowTrigger = (db: Kysely<unknown>, name: string, timing: string, table: string, fn = name) =>
  sql`
    CREATE TRIGGER ${sql.raw(name)} ${sql.raw(timing)} ON ${sql.raw(table)}
    FOR EACH ROW EXECUTE FUNCTION ${sql.raw(fn)}()`.execute(db);
