import type { Config } from '#server/config.ts';
import type { AppContext } from '#server/context.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '#server/lib/errors.ts';
import type { SessionUser } from '#server/lib/session-user.ts';
import type { VerifiedIdentity } from '#server/providers/identity/index.ts';
import type { ZeroPageQuery } from '#shared/schemas/paging.ts';
import type { AccountUser, userUpdateSchema } from '#shared/schemas/user.ts';
import type { z } from 'zod';
import type { BalancesService } from '#server/modules/balances/service.ts';
import { albumFull } from '#shared/messages.ts';
import { PHOTOS } from '#shared/schemas/photos.ts';
import type { Upload } from './multipart';
import { presentUser } from './present';
import {
  isUniqueViolation,
  type ListFilter,
  type ProfileChanges,
  type UserRow,
  type UsersRepository,
} from './repository';

type ValidUpdate = z.infer<typeof userUpdateSchema>;
type Listed = { listObject: AccountUser[]; totalElementCount: number };

/** username from the e-mail's local part: lower case, [a-z0-9._-], 3–30 characters. */
function usernameBase(email: string): string {
  const local = email.split('@')[0] ?? '';
  const clean = local
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .replace(/^[._-]+/, '')
    .slice(0, 30);
  return clean.length >= 3 ? clean : `user${clean}`;
}

/** Self or admin; anyone else gets 403 without learning whether the user exists. */
export function assertSelfOrAdmin(me: SessionUser, username: string): void {
  if (me.username !== username.toLowerCase() && me.role !== 'admin') throw forbidden();
}

/** The editable profile fields as columns; a field left out is not changed. */
function profileChanges(m: ValidUpdate): ProfileChanges {
  const columns: [keyof ValidUpdate, keyof ProfileChanges][] = [
    ['firstName', 'first_name'],
    ['lastName', 'last_name'],
    ['baseCategory', 'base_category'],
    ['subCategory', 'sub_category'],
    ['aboutMe', 'about_me'],
    ['notice', 'notice'],
    ['importantAnnouncement', 'important_announcement'],
    ['qualification', 'qualification'],
    ['skills', 'skills'],
    ['workExperience', 'work_experience'],
    ['hobbies', 'hobbies'],
    ['locations', 'locations'],
    ['linkedinProfileLink', 'linkedin_profile_link'],
    ['facebookProfileLink', 'facebook_profile_link'],
    ['twitterProfileLink', 'twitter_profile_link'],
    ['personalWebsiteLink', 'personal_website_link'],
    ['publish', 'publish'],
    ['newsLanguages', 'news_languages'],
    ['interfaceLanguage', 'interface_language'],
  ];
  const out: Record<string, unknown> = {};
  for (const [field, column] of columns) if (m[field] !== undefined) out[column] = m[field];
  return out as ProfileChanges;
}

/** Users as the API shows them: creation at first sign-in, profiles, photos, roles, deletion. */
/**
 * Whether the configuration makes an identity an admin: its e-mail is in ADMIN_EMAILS and,
 * for demo sign-in (which proves no address), DEMO_ADMINS is on.
 */
export function configGrantsAdmin(
  auth: Pick<Config['auth'], 'adminEmails' | 'demoAdmins'>,
  provider: string,
  email: string,
): boolean {
  return (provider !== 'demo' || auth.demoAdmins) && auth.adminEmails.includes(email.toLowerCase());
}

export function createUsersService(ctx: AppContext, users: UsersRepository, balances: BalancesService) {
  async function present(row: UserRow): Promise<AccountUser> {
    const id = Number(row.id);
    const [album, flags, credits] = await Promise.all([users.albumIds(id), balances.flags(id), balances.credits(id)]);
    return presentUser(row, album, {
      member: flags.member,
      hasTransactions: flags.hasLedger || credits > 0,
      hasMemberships: flags.hasMemberships,
    });
  }

  async function loadByUsername(username: string): Promise<AccountUser> {
    const row = await users.byUsername(username);
    if (!row) throw notFound('User not found.');
    return present(row);
  }

  async function list(filter: ListFilter, page: ZeroPageQuery): Promise<Listed> {
    const { rows, total } = await users.list(filter, page);
    return { listObject: await Promise.all(rows.map(present)), totalElementCount: total };
  }

  return {
    present,
    loadByUsername,

    async load(id: number): Promise<AccountUser | null> {
      const row = await users.byId(id);
      return row ? present(row) : null;
    },

    /**
     * Find the user by provider + subject, or create it. Identity fields come only from the
     * verified identity; the admin role follows ADMIN_EMAILS at every sign-in, never on the
     * word of the demo provider (anyone can claim any e-mail there) unless DEMO_ADMINS is on.
     */
    async upsertFromIdentity(who: VerifiedIdentity): Promise<UserRow> {
      const admin = configGrantsAdmin(ctx.config.auth, who.provider, who.email);
      const existing = await users.bySubject(who.provider, who.subject);
      if (existing) {
        // The admin role the configuration grants is derived again at every sign-in: given
        // while it grants it, ended once it does not. A role another admin granted stays.
        const role = admin
          ? { role: 'admin' as const, admin_from_config: true }
          : existing.admin_from_config
            ? { role: 'user' as const, admin_from_config: false }
            : {};
        return users.update(Number(existing.id), { email: who.email, picture_url: who.picture, ...role });
      }
      const base = usernameBase(who.email);
      // Two first sign-ins can race for the same username; the unique index decides, retry.
      for (let attempt = 0; ; attempt++) {
        try {
          return await users.insert({
            provider: who.provider,
            subject: who.subject,
            username: await users.freeUsername(base),
            email: who.email,
            role: admin ? 'admin' : 'user',
            admin_from_config: admin,
            first_name: who.firstName.slice(0, 50),
            last_name: who.lastName.slice(0, 50),
            picture_url: who.picture,
          });
        } catch (err) {
          if (!isUniqueViolation(err) || attempt >= 4) throw err;
          const again = await users.bySubject(who.provider, who.subject);
          if (again) return again;
        }
      }
    },

    /** Validated fields and an optional profile photo (field `file`), stored together. */
    async update(me: SessionUser, model: ValidUpdate, files: Upload[]): Promise<AccountUser> {
      if (model.username !== undefined && model.username.toLowerCase() !== me.username) {
        throw badRequest('username: cannot be changed');
      }
      if (model.email !== undefined && model.email.toLowerCase() !== me.email) {
        throw badRequest('email: cannot be changed');
      }
      const extra = files.find((f) => f.field !== 'file');
      if (extra) throw badRequest(`${extra.field}: unexpected file`);
      await users.updateProfile(me.id, profileChanges(model), files.find((f) => f.field === 'file')?.image);
      return loadByUsername(me.username);
    },

    async addAlbumPhotos(username: string, files: Upload[]): Promise<AccountUser> {
      const owner = await users.byUsername(username);
      if (!owner) throw notFound('User not found.');
      if (files.length === 0) throw badRequest('file: at least one image is required');
      const added = await users.addAlbumPhotos(
        Number(owner.id),
        files.map((f) => f.image),
        PHOTOS.maxAlbum,
      );
      if (!added) throw conflict(albumFull(PHOTOS.maxAlbum));
      return loadByUsername(owner.username);
    },

    async removePhoto(me: SessionUser, id: number): Promise<void> {
      const p = await users.photoOwner(id);
      if (!p) throw notFound('Photo not found.');
      if (Number(p.user_id) !== me.id && me.role !== 'admin') throw forbidden();
      await users.removePhoto(id);
    },

    /** Owner, admin, or anyone when the owner's profile is published. */
    async photo(me: SessionUser | null, id: number) {
      const p = await users.photo(id);
      if (!p) throw notFound('Photo not found.');
      const allowed = p.publish || (me && (Number(p.user_id) === me.id || me.role === 'admin'));
      if (!allowed) throw me ? forbidden() : unauthorized();
      return { contentType: p.content_type, bytes: p.bytes };
    },

    async setRole(username: string, role: 'user' | 'admin'): Promise<AccountUser> {
      const row = await users.byUsername(username);
      if (!row) throw notFound('User not found.');
      // An admin's decision: no longer the configuration's to end (it may grant it again at a sign-in).
      await users.update(Number(row.id), { role, admin_from_config: false });
      return loadByUsername(row.username);
    },

    /**
     * At start-up: every admin role the configuration granted and no longer grants ends, with
     * the sessions of those accounts. Returns how many ended.
     */
    async endAdminsNoLongerConfigured(): Promise<number> {
      const granted = await users.configAdmins();
      const ended = granted
        .filter((u) => !configGrantsAdmin(ctx.config.auth, u.provider, u.email))
        .map((u) => Number(u.id));
      if (ended.length > 0) await users.endConfigAdmins(ended);
      return ended.length;
    },

    /** Admin listing: every field. */
    list,

    /** Published, enabled profiles (the route's response schema sends only public fields). */
    searchPublic: (text: string, page: ZeroPageQuery) => list({ publishedOnly: true, text, enabled: true }, page),

    /**
     * The user row goes, and with it (ON DELETE CASCADE) the sessions, photos, one-time
     * codes, watch list, credit ledger and memberships. Orders and invoices are never deleted
     * with a user: tax law keeps them, with the personal link cut (ON DELETE SET NULL).
     */
    removeUser: (me: SessionUser) => users.delete(me.id),

    /** The signed-in account was deleted (waiting for a deletion in progress to end). */
    accountGone: (userId: number) => users.isGone(userId),
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
