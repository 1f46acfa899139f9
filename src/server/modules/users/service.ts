import type { AppContext } from '#server/context.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '#server/lib/errors.ts';
import type { SessionUser } from '#server/lib/session-user.ts';
import { parse } from '#server/lib/validate.ts';
import { userUpdateSchema, type AccountUser } from '#shared/schemas/user.ts';
import type { Accounts } from './accounts';
import { createPhotosRepository, MAX_ALBUM_PHOTOS, type MultipartInput } from './photos';

/** Self or admin; anyone else gets 403 without learning whether the user exists. */
export function assertSelfOrAdmin(me: SessionUser, username: string): void {
  if (me.username !== username.toLowerCase() && me.role !== 'admin') throw forbidden();
}

export function createUsersService(ctx: AppContext, accounts: Accounts) {
  const photos = createPhotosRepository(ctx.db);
  const { users } = accounts;

  async function loadByUsername(username: string): Promise<AccountUser> {
    const row = await users.byUsername(username);
    if (!row) throw notFound('User not found.');
    return accounts.present(row);
  }

  return {
    loadByUsername,

    /** POST operation/user/update: validate everything first, then store in one transaction. */
    async update(me: SessionUser, input: MultipartInput): Promise<AccountUser> {
      const raw = input.fields.userModel;
      if (raw === undefined) throw badRequest('userModel: is required');
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw badRequest('userModel: malformed JSON');
      }
      const model = parse(userUpdateSchema, json);
      if (model.username !== undefined && model.username.toLowerCase() !== me.username) {
        throw badRequest('username: cannot be changed');
      }
      if (model.email !== undefined && model.email.toLowerCase() !== me.email) {
        throw badRequest('email: cannot be changed');
      }
      const photo = input.files.find((f) => f.field === 'file');
      const extra = input.files.find((f) => f.field !== 'file');
      if (extra) throw badRequest(`${extra.field}: unexpected file`);
      const { username: _u, email: _e, firstName, lastName, ...rest } = model;
      const set = {
        ...(firstName !== undefined ? { first_name: firstName } : {}),
        ...(lastName !== undefined ? { last_name: lastName } : {}),
        ...(rest.baseCategory !== undefined ? { base_category: rest.baseCategory } : {}),
        ...(rest.subCategory !== undefined ? { sub_category: rest.subCategory } : {}),
        ...(rest.aboutMe !== undefined ? { about_me: rest.aboutMe } : {}),
        ...(rest.notice !== undefined ? { notice: rest.notice } : {}),
        ...(rest.importantAnnouncement !== undefined ? { important_announcement: rest.importantAnnouncement } : {}),
        ...(rest.qualification !== undefined ? { qualification: rest.qualification } : {}),
        ...(rest.skills !== undefined ? { skills: rest.skills } : {}),
        ...(rest.workExperience !== undefined ? { work_experience: rest.workExperience } : {}),
        ...(rest.hobbies !== undefined ? { hobbies: rest.hobbies } : {}),
        ...(rest.locations !== undefined ? { locations: rest.locations } : {}),
        ...(rest.linkedinProfileLink !== undefined ? { linkedin_profile_link: rest.linkedinProfileLink } : {}),
        ...(rest.facebookProfileLink !== undefined ? { facebook_profile_link: rest.facebookProfileLink } : {}),
        ...(rest.twitterProfileLink !== undefined ? { twitter_profile_link: rest.twitterProfileLink } : {}),
        ...(rest.personalWebsiteLink !== undefined ? { personal_website_link: rest.personalWebsiteLink } : {}),
        ...(rest.publish !== undefined ? { publish: rest.publish } : {}),
      };
      await ctx.db.transaction().execute(async (tx) => {
        let photoSet = {};
        if (photo) {
          const old = await tx.selectFrom('users').select('profile_photo_id').where('id', '=', me.id).executeTakeFirst();
          const id = await photos.insert(tx, me.id, 'profile', photo.image);
          photoSet = { profile_photo_id: id };
          if (old?.profile_photo_id) await tx.deleteFrom('photos').where('id', '=', old.profile_photo_id).execute();
        }
        const all = { ...set, ...photoSet };
        if (Object.keys(all).length > 0) await tx.updateTable('users').set(all).where('id', '=', me.id).execute();
      });
      return loadByUsername(me.username);
    },

    async addAlbumPhotos(me: SessionUser, username: string, input: MultipartInput): Promise<AccountUser> {
      assertSelfOrAdmin(me, username);
      const owner = await users.byUsername(username);
      if (!owner) throw notFound('User not found.');
      if (input.files.length === 0) throw badRequest('file: at least one image is required');
      const ownerId = Number(owner.id);
      await ctx.db.transaction().execute(async (tx) => {
        // Lock the user row so two uploads cannot both pass the album limit.
        await tx.selectFrom('users').select('id').where('id', '=', ownerId).forUpdate().execute();
        const n = await tx
          .selectFrom('photos')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', ownerId)
          .where('kind', '=', 'album')
          .executeTakeFirstOrThrow();
        if (Number(n.n) + input.files.length > MAX_ALBUM_PHOTOS) {
          throw conflict(`album: at most ${MAX_ALBUM_PHOTOS} photos`);
        }
        for (const f of input.files) await photos.insert(tx, ownerId, 'album', f.image);
      });
      return loadByUsername(owner.username);
    },

    async removePhoto(me: SessionUser, id: number): Promise<void> {
      const p = await photos.owner(id);
      if (!p) throw notFound('Photo not found.');
      if (Number(p.user_id) !== me.id && me.role !== 'admin') throw forbidden();
      await photos.remove(id);
    },

    /** Owner, admin, or anyone when the owner's profile is published. */
    async photo(me: SessionUser | null, id: number) {
      const p = await photos.find(id);
      if (!p) throw notFound('Photo not found.');
      const allowed = p.publish || (me && (Number(p.user_id) === me.id || me.role === 'admin'));
      if (!allowed) throw me ? forbidden() : unauthorized();
      return { contentType: p.content_type, bytes: p.bytes };
    },

    async setRole(username: string, role: 'user' | 'admin'): Promise<AccountUser> {
      const row = await users.byUsername(username);
      if (!row) throw notFound('User not found.');
      await ctx.db.updateTable('users').set({ role }).where('id', '=', row.id).execute();
      return loadByUsername(row.username);
    },

    /**
     * CONTRACT.md account deletion: the user row goes, and with it (ON DELETE CASCADE) the
     * sessions, photos, one-time codes, watch list, credit ledger and memberships, and the
     * bookmarks once that table exists. Orders and invoices, when they exist, are kept for
     * tax law with the personal link cut (their foreign key is ON DELETE SET NULL).
     */
    async removeUser(me: SessionUser): Promise<void> {
      await users.delete(me.id);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
