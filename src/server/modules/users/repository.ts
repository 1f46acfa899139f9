import type { Selectable } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { UserTable } from '#server/db/schema.ts';

export type UserRow = Selectable<UserTable>;

/** username from the e-mail's local part: lower case, [a-z0-9._-], 3–30 characters. */
export function usernameBase(email: string): string {
  const local = email.split('@')[0] ?? '';
  const clean = local.toLowerCase().replace(/[^a-z0-9._-]/g, '').replace(/^[._-]+/, '').slice(0, 30);
  return clean.length >= 3 ? clean : `user${clean}`;
}

export function createUsersRepository(db: Db) {
  return {
    byId: (id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    byUsername: (username: string) =>
      db.selectFrom('users').selectAll().where('username', '=', username.toLowerCase()).executeTakeFirst(),
    bySubject: (provider: string, subject: string) =>
      db.selectFrom('users').selectAll().where('provider', '=', provider).where('subject', '=', subject).executeTakeFirst(),

    /** The first free username of base, base1, base2, … (the unique index is the final judge). */
    async freeUsername(base: string): Promise<string> {
      const taken = await db
        .selectFrom('users')
        .select('username')
        .where((eb) => eb.or([eb('username', '=', base), eb('username', 'like', `${base.replace(/[\\%_]/g, '\\$&')}%`)]))
        .execute();
      const set = new Set(taken.map((t) => t.username));
      if (!set.has(base)) return base;
      for (let i = 1; ; i++) if (!set.has(`${base}${i}`)) return `${base}${i}`;
    },

    albumIds: async (userId: number) =>
      (
        await db
          .selectFrom('photos')
          .select('id')
          .where('user_id', '=', userId)
          .where('kind', '=', 'album')
          .orderBy('id')
          .execute()
      ).map((r) => Number(r.id)),

    async delete(userId: number): Promise<void> {
      await db.deleteFrom('users').where('id', '=', userId).execute();
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
