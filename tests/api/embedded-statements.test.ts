import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSchema, openDatabase, type DbHandle } from '#server/db/database.ts';
import { PREPARED_MAX } from '#server/db/prepared.ts';
import { databaseTargets } from '../helpers/databases';

const targets = await databaseTargets();

// How statements reach either database (src/server/db/prepared.ts, pglite-dialect.ts): the
// embedded one's parameters as node-postgres sends them, and the texts a search sends again
// and again prepared on the connection, each run still planned for its values.
describe.each(targets)('statements on $name', (target) => {
  let handle: DbHandle;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  beforeAll(async () => {
    // One connection, so that pg_prepared_statements shows the statements run before.
    handle = await openDatabase(
      target.url ? { databaseUrl: target.url, dataDir: 'memory://', schema, poolSize: 1 } : { dataDir: 'memory://' },
    );
    await sql`CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL)`.execute(handle.db);
  });
  afterAll(async () => {
    if (target.url) await dropSchema(handle.db, schema);
    await handle?.close();
  });
  const notes = () => handle.db.withTables<{ notes: { id: number; body: string; stars?: number } }>();
  const prepared = async (like: string) =>
    (
      await sql<{ n: number; custom: number; generic: number }>`
        SELECT count(*)::int AS n, coalesce(sum(custom_plans), 0)::int AS custom, coalesce(sum(generic_plans), 0)::int AS generic
        FROM pg_prepared_statements WHERE statement LIKE ${like}`.execute(handle.db)
    ).rows[0];

  it('sends every kind of parameter as the same value', async () => {
    const at = new Date('2026-03-04T05:06:07.089Z');
    const doc = { a: [1, 'two', null], b: { c: true } };
    const { rows } = await sql<Record<string, unknown>>`
      SELECT ${at}::timestamptz AS at, encode(${Buffer.from([0, 1, 127, 128, 255])}::bytea, 'hex') AS bytes,
        ${JSON.stringify(doc)}::jsonb AS doc, ${true}::boolean AS yes, ${9007199254740993n}::text AS big,
        ${null}::text AS nothing, ${'it\'s "quoted" \\ text'}::text AS text, ${-1.5}::float8 AS number,
        ${at}::timestamptz = '2026-03-04 05:06:07.089+00' AS same_instant`.execute(handle.db);
    expect(rows[0]).toEqual({
      at,
      bytes: '00017f80ff',
      doc,
      yes: true,
      big: '9007199254740993',
      nothing: null,
      text: 'it\'s "quoted" \\ text',
      number: -1.5,
      same_instant: true,
    });
  });

  it('prepares a text it runs again, and plans each run for its own values', async () => {
    for (let i = 0; i < 8; i++) await sql`SELECT body AS repeated FROM notes WHERE id = ${i}`.execute(handle.db);
    // The first run is unnamed; the second prepares the text; no run uses a generic plan.
    expect(await prepared('%AS repeated%')).toEqual({ n: 1, custom: 7, generic: 0 });
  });

  it('reports the rows it changed, and a failure does not break the next statement', async () => {
    const inserted = await notes()
      .insertInto('notes')
      .values([
        { id: 1, body: 'a' },
        { id: 2, body: 'b' },
      ])
      .executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(2n);
    const update = () => notes().updateTable('notes').set({ body: 'c' }).where('id', '>', 1).executeTakeFirst();
    expect((await update()).numUpdatedRows).toBe(1n);
    expect((await update()).numUpdatedRows).toBe(1n);
    await expect(notes().insertInto('notes').values({ id: 1, body: 'again' }).execute()).rejects.toMatchObject({
      code: '23505',
    });
    // A value the statement cannot take fails at bind, after the text was prepared.
    const byId = (id: string) => sql<{ body: string }>`SELECT body FROM notes WHERE id = ${id}::int`.execute(handle.db);
    await byId('1');
    await expect(byId('one')).rejects.toMatchObject({ code: '22P02' });
    expect((await byId('2')).rows).toEqual([{ body: 'c' }]);
  });

  it('rolls a failed transaction back, and the connection goes on', async () => {
    const insert = (tx: typeof handle.db, body: string) => sql`INSERT INTO notes VALUES (10, ${body})`.execute(tx);
    await expect(
      handle.db.transaction().execute(async (tx) => {
        await insert(tx, 'in a transaction');
        await insert(tx, 'twice');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM notes WHERE id = 10`.execute(handle.db);
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('answers with the new columns after its table changed shape', async () => {
    const all = () => sql<Record<string, unknown>>`SELECT * FROM notes WHERE id = ${1}`.execute(handle.db);
    await all();
    expect((await all()).rows).toEqual([{ id: 1, body: 'a' }]);
    await sql`ALTER TABLE notes ADD COLUMN stars int NOT NULL DEFAULT 3`.execute(handle.db);
    expect((await all()).rows).toEqual([{ id: 1, body: 'a', stars: 3 }]);
    expect((await all()).rows).toEqual([{ id: 1, body: 'a', stars: 3 }]);
  });

  it(`keeps at most ${PREPARED_MAX} texts prepared, however many it runs`, async () => {
    for (let i = 0; i < PREPARED_MAX + 20; i++) {
      for (let twice = 0; twice < 2; twice++) await sql.raw(`SELECT ${i} AS many`).execute(handle.db);
    }
    expect((await prepared('%'))?.n).toBeLessThanOrEqual(PREPARED_MAX);
  });
});
