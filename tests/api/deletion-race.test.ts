import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import type { LightMyRequestResponse } from 'fastify';
import { testApp, type TestApp } from '../helpers/app';
import { signIn, type Signed } from '../helpers/accounts';
import { databaseTargets } from '../helpers/databases';
import { grantMembership } from '../helpers/membership';

// Deletion wins its race: an account deleted while another of its sessions writes is gone
// afterwards, whole, and every write of that other session is answered (saved before the
// deletion, or 401 in the contract's shape), never 5xx, on both databases.

const TRIALS = Number(process.env.RACE_TRIALS ?? 6);
const WRITERS = 4;
const DAY = 24 * 3600 * 1000;

describe.each(await databaseTargets())('account deletion against concurrent writes ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(target);
  });
  afterAll(() => t.close());

  /** Tables with a user_id column: everything an account can own. */
  async function ownedRows(userId: number): Promise<Record<string, number>> {
    const tables = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.columns
      WHERE column_name = 'user_id' AND table_schema = current_schema()`.execute(t.handle.db);
    const counts: Record<string, number> = {};
    for (const { table_name } of tables.rows) {
      const r = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM ${sql.table(table_name)} WHERE user_id = ${userId}`.execute(t.handle.db);
      counts[table_name] = r.rows[0]!.n;
    }
    return counts;
  }

  /** One of the writes a signed-in member's device makes. */
  function write(who: Signed, n: number): Promise<LightMyRequestResponse> {
    const url = `https://example.com/race/${n}`;
    switch (n % 4) {
      case 0:
        return t.app.inject({
          method: 'POST',
          url: API.news.bookmark,
          headers: { ...who.headers, 'idempotency-key': `race-${n}` },
          payload: { title: `Race ${n}`, url },
        });
      case 1:
        return t.app.inject({
          method: 'POST',
          url: API.news.bookmark,
          headers: who.headers,
          payload: { title: `Race ${n}`, url },
        });
      case 2:
        return t.app.inject({
          method: 'PUT',
          // A note on the article saved first (a note needs its bookmark).
          url: `${API.news.bookmarkNote}?url=${encodeURIComponent('https://example.com/race/0')}`,
          headers: who.headers,
          payload: { note: `note ${n}` },
        });
      default:
        return t.app.inject({
          method: 'PUT',
          url: API.user.watchlist,
          headers: who.headers,
          payload: { terms: [`term${n}`] },
        });
    }
  }

  function expectAnswered(res: LightMyRequestResponse) {
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (res.statusCode === 401) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ status: 401, error: 'Unauthorized', message: expect.any(String) });
    } else expect([200, 201, 204], res.body).toContain(res.statusCode);
  }

  it(`deletes the account whole and answers every write of its other session, ${TRIALS} times`, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const email = `race-${trial}@example.com`;
      const deleting = await signIn(t.app, email);
      const writing = await signIn(t.app, email);
      const id = deleting.user.userId;
      expect(writing.user.userId).toBe(id);
      await grantMembership(t.handle.db, id, { start: new Date(Date.now() - DAY), days: 30 });
      for (let n = 0; n < 4; n++) expectAnswered(await write(writing, n));

      let deleted = false;
      const writers = Array.from({ length: WRITERS }, async (_, w) => {
        const answers: LightMyRequestResponse[] = [];
        // Each writer keeps writing until the deletion has answered, then once more.
        for (let n = 4 + w; ; n += WRITERS) {
          const after = deleted;
          answers.push(await write(writing, n));
          if (after) return answers;
        }
      });
      const removal = await t.app.inject({ method: 'DELETE', url: API.user.removeUser, headers: deleting.headers });
      deleted = true;
      expect(removal.statusCode, removal.body).toBe(200);
      const answers = (await Promise.all(writers)).flat();
      for (const res of answers) expectAnswered(res);
      // The last write of each writer started after the deletion had answered: 401.
      for (const list of await Promise.all(writers)) expect(list.at(-1)!.statusCode).toBe(401);

      expect(await t.handle.db.selectFrom('users').select('id').where('id', '=', id).execute()).toEqual([]);
      const left = Object.entries(await ownedRows(id)).filter(([, n]) => n > 0);
      expect(left, `rows left of account ${id}`).toEqual([]);
    }
  });
});
