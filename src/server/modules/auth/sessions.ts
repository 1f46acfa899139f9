import { createHash, randomBytes } from 'node:crypto';

import type { Db } from '#server/db/database.ts';
import type { SessionUser } from '#server/lib/session-user.ts';

export const REMEMBER_SECONDS = 30 * 24 * 3600;
/** A browser-session sign-in ends after this much idleness even if the browser stays open. */
export const IDLE_SECONDS = 12 * 3600;
/** ...and after this long in any case. */
const BROWSER_SESSION_MAX_SECONDS = 7 * 24 * 3600;
// Slide the idle expiry at most this often, not on every request.
const SLIDE_AFTER_SECONDS = 10 * 60;

export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('base64url');

/** Server-side sessions in the database, so any number of processes share them. */
export function createSessionStore(db: Db) {
  return {
    /** A new random id on every sign-in; only its hash is stored. */
    async create(userId: number, remember: boolean, now: Date): Promise<{ id: string; expiresAt: Date }> {
      const id = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + (remember ? REMEMBER_SECONDS : IDLE_SECONDS) * 1000);
      await db
        .insertInto('sessions')
        .values({ id_hash: hashSessionId(id), user_id: userId, remember, created_at: now, expires_at: expiresAt })
        .execute();
      return { id, expiresAt };
    },

    async lookup(id: string, now: Date): Promise<{ user: SessionUser; idHash: string } | null> {
      const idHash = hashSessionId(id);
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
      if (!row.remember) {
        const maxEnd = row.created_at.getTime() + BROWSER_SESSION_MAX_SECONDS * 1000;
        if (now.getTime() >= maxEnd) return null;
        const left = row.expires_at.getTime() - now.getTime();
        if (left < (IDLE_SECONDS - SLIDE_AFTER_SECONDS) * 1000) {
          const next = new Date(Math.min(now.getTime() + IDLE_SECONDS * 1000, maxEnd));
          await db.updateTable('sessions').set({ expires_at: next }).where('id_hash', '=', idHash).execute();
        }
      }
      return {
        idHash,
        user: { id: Number(row.id), username: row.username, email: row.email, role: row.role, member: Boolean(row.member) },
      };
    },

    async deleteByHash(idHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    },

    async deleteForUser(userId: number): Promise<void> {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },

    async purgeExpired(now: Date): Promise<void> {
      await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
