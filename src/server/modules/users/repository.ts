import { sql, type Insertable, type Selectable, type SqlBool, type Updateable } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { retryOnConflict } from '#server/db/retry.ts';
import type { UserTable } from '#server/db/schema.ts';
import type { ZeroPageQuery } from '#shared/schemas/paging.ts';
import type { Image } from './multipart';

export type UserRow = Selectable<UserTable>;
export type ProfileChanges = Updateable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type ListFilter = { role?: 'user' | 'admin'; enabled?: boolean; publishedOnly?: boolean; text?: string };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

const UNIQUE_VIOLATION = '23505';
export const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' && e !== null && 'code' in e && (e as { code: unknown }).code === UNIQUE_VIOLATION;

/** Users and their photos. */
export function createUsersRepository(db: Db) {
  const insertPhoto = (executor: Db, userId: number, kind: 'profile' | 'album', img: Image) =>
    executor
      .insertInto('photos')
      .values({ user_id: userId, kind, content_type: img.contentType, bytes: img.bytes })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.id));

  return {
    byId: (id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    byUsername: (username: string) =>
      db.selectFrom('users').selectAll().where('username', '=', username.toLowerCase()).executeTakeFirst(),
    bySubject: (provider: string, subject: string) =>
      db
        .selectFrom('users')
        .selectAll()
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst(),

    /** The first free username of base, base1, base2, … (the unique index is the final judge). */
    async freeUsername(base: string): Promise<string> {
      const taken = await db
        .selectFrom('users')
        .select('username')
        .where((eb) => eb.or([eb('username', '=', base), eb('username', 'like', `${escapeLike(base)}%`)]))
        .execute();
      const set = new Set(taken.map((t) => t.username));
      if (!set.has(base)) return base;
      for (let i = 1; ; i++) if (!set.has(`${base}${i}`)) return `${base}${i}`;
    },

    /** Throws the database's unique violation when the username or identity is taken. */
    insert: (user: NewUser) => db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow(),

    /** Accounts whose admin role the configuration granted. */
    configAdmins: () =>
      db.selectFrom('users').select(['id', 'provider', 'email']).where('admin_from_config', '=', true).execute(),

    /** End admin roles the configuration granted, and the sessions of those accounts, together. */
    async endConfigAdmins(ids: number[]): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const ended = await tx
          .updateTable('users')
          .set({ role: 'user', admin_from_config: false })
          .where('id', 'in', ids)
          .where('admin_from_config', '=', true)
          .returning('id')
          .execute();
        if (ended.length > 0)
          await tx
            .deleteFrom('sessions')
            .where(
              'user_id',
              'in',
              ended.map((r) => r.id),
            )
            .execute();
      });
    },

    update: (id: number, changes: ProfileChanges) =>
      db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),

    /** Newest first, 0-based pages; `text` matches names, skills, places and qualification. */
    async list(f: ListFilter, p: ZeroPageQuery): Promise<{ rows: UserRow[]; total: number }> {
      let q = db.selectFrom('users');
      if (f.role) q = q.where('role', '=', f.role);
      if (f.enabled !== undefined) q = q.where('enabled', '=', f.enabled);
      if (f.publishedOnly) q = q.where('publish', '=', true);
      if (f.text) {
        const like = `%${escapeLike(f.text.toLowerCase())}%`;
        q = q.where(
          sql<SqlBool>`lower(username || ' ' || first_name || ' ' || last_name || ' ' ||
            coalesce(skills, '') || ' ' || coalesce(locations, '') || ' ' || coalesce(qualification, '')) like ${like}`,
        );
      }
      const [rows, count] = await Promise.all([
        q
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(p.size)
          .offset(p.page * p.size)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** Profile fields and, when given, a new profile photo replacing the old one: all or nothing. */
    async updateProfile(userId: number, changes: ProfileChanges, photo: Image | undefined): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const all = { ...changes };
        let old: number | null = null;
        if (photo) {
          const row = await tx
            .selectFrom('users')
            .select('profile_photo_id')
            .where('id', '=', userId)
            .executeTakeFirst();
          old = row?.profile_photo_id ?? null;
          all.profile_photo_id = await insertPhoto(tx, userId, 'profile', photo);
        }
        if (Object.keys(all).length > 0) await tx.updateTable('users').set(all).where('id', '=', userId).execute();
        if (old) await tx.deleteFrom('photos').where('id', '=', old).execute();
      });
    },

    /**
     * Add album photos unless the album would then hold more than `max`; false (nothing
     * stored) when it would. The user row is locked so two uploads cannot both pass.
     */
    async addAlbumPhotos(userId: number, images: Image[], max: number): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        await tx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
        const n = await tx
          .selectFrom('photos')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .where('kind', '=', 'album')
          .executeTakeFirstOrThrow();
        if (Number(n.n) + images.length > max) return false;
        for (const img of images) await insertPhoto(tx, userId, 'album', img);
        return true;
      });
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

    /** A photo with what decides who may see it: its owner and whether the profile is published. */
    photo: (id: number) =>
      db
        .selectFrom('photos as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .select(['p.id', 'p.user_id', 'p.content_type', 'p.bytes', 'u.publish'])
        .where('p.id', '=', id)
        .executeTakeFirst(),

    photoOwner: (id: number) =>
      db.selectFrom('photos').select(['id', 'user_id']).where('id', '=', id).executeTakeFirst(),

    async removePhoto(id: number): Promise<void> {
      await db.transaction().execute(async (tx) => {
        await tx.updateTable('users').set({ profile_photo_id: null }).where('profile_photo_id', '=', id).execute();
        await tx.deleteFrom('photos').where('id', '=', id).execute();
      });
    },

    /**
     * The row goes; sessions, photos, codes, ledger and memberships go with it (ON DELETE CASCADE).
     * The account's row is locked first: a write of another of its sessions that has not taken
     * its key lock yet waits, then finds the account gone; one already running ends first. The
     * sessions go before the rest, so no other session's check passes meanwhile. A deadlock or
     * serialisation failure runs the whole deletion again.
     */
    async delete(userId: number): Promise<void> {
      await retryOnConflict(() =>
        db.transaction().execute(async (tx) => {
          const row = await tx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
          if (!row) return;
          await tx.deleteFrom('sessions').where('user_id', '=', userId).execute();
          await tx.deleteFrom('users').where('id', '=', userId).execute();
        }),
      );
    },

    /**
     * True when the account no longer exists. Waits for a deletion in progress (its row lock):
     * a write that failed while its account was being deleted learns the outcome, not a guess.
     */
    async isGone(userId: number): Promise<boolean> {
      const row = await db.selectFrom('users').select('id').where('id', '=', userId).forKeyShare().executeTakeFirst();
      return row === undefined;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
