import type { Db } from '#server/db/database.ts';
import type { SessionUser } from '#server/lib/session-user.ts';

export type SessionRow = {
  user: SessionUser;
  remember: boolean;
  createdAt: Date;
  expiresAt: Date;
};

/** Server-side sessions in the database (only the hash of each id), so processes share them. */
export function createSessionsRepository(db: Db) {
  return {
    async insert(idHash: string, userId: number, remember: boolean, createdAt: Date, expiresAt: Date): Promise<void> {
      await db
        .insertInto('sessions')
        .values({ id_hash: idHash, user_id: userId, remember, created_at: createdAt, expires_at: expiresAt })
        .execute();
    },

    /** An unexpired session of an enabled user, with whether a membership covers `now`. */
    async find(idHash: string, now: Date): Promise<SessionRow | null> {
      const row = await db
        .selectFrom('sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['u.id', 'u.username', 'u.email', 'u.role', 's.remember', 's.created_at', 's.expires_at'])
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('memberships as m')
                .select('m.id')
                .whereRef('m.user_id', '=', 'u.id')
                .where('m.start_date', '<=', now)
                .where('m.end_date', '>', now),
            )
            .as('member'),
        )
        .where('s.id_hash', '=', idHash)
        .where('s.expires_at', '>', now)
        .where('u.enabled', '=', true)
        .executeTakeFirst();
      if (!row) return null;
      return {
        user: {
          id: Number(row.id),
          username: row.username,
          email: row.email,
          role: row.role,
          member: Boolean(row.member),
        },
        remember: row.remember,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
      };
    },

    async extend(idHash: string, expiresAt: Date): Promise<void> {
      await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id_hash', '=', idHash).execute();
    },

    async deleteByHash(idHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    },

    async purgeExpired(now: Date): Promise<void> {
      await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

/**
 * Keys every process must share (the demo sign-in's signing key). The first process to start
 * stores its candidate; concurrent starts race on the primary key and all read the winner.
 */
export function createServerKeysRepository(db: Db) {
  return {
    async keep(name: string, candidate: Record<string, unknown>): Promise<Record<string, unknown>> {
      await db
        .insertInto('server_keys')
        .values({ name, jwk: JSON.stringify(candidate) })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db.selectFrom('server_keys').select('jwk').where('name', '=', name).executeTakeFirstOrThrow();
      return typeof row.jwk === 'string' ? (JSON.parse(row.jwk) as Record<string, unknown>) : row.jwk;
    },
  };
}
