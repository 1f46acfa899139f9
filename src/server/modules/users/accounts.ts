import type { AppContext } from '#server/context.ts';
import type { AccountUser } from '#shared/schemas/user.ts';
import { createBalancesService } from '../balances/service';
import type { VerifiedIdentity } from '#server/providers/identity/index.ts';
import { presentUser } from './present';
import { createUsersRepository, usernameBase, type UserRow } from './repository';

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' && e !== null && 'code' in e && (e as { code: unknown }).code === UNIQUE_VIOLATION;

/** Loading users as the API shows them, and creating them at first sign-in. */
export function createAccounts(ctx: AppContext) {
  const users = createUsersRepository(ctx.db);
  const balances = createBalancesService(ctx);

  async function present(row: UserRow): Promise<AccountUser> {
    const id = Number(row.id);
    const [album, flags, credits] = await Promise.all([
      users.albumIds(id),
      balances.flags(id),
      balances.credits(id),
    ]);
    return presentUser(row, album, {
      member: flags.member,
      hasTransactions: flags.hasLedger || credits > 0,
      hasMemberships: flags.hasMemberships,
    });
  }

  return {
    db: ctx.db,
    users,
    present,
    async load(id: number): Promise<AccountUser | null> {
      const row = await users.byId(id);
      return row ? present(row) : null;
    },

    /**
     * Find the user by provider + subject, or create it. Identity fields come only from the
     * verified identity; the admin role follows ADMIN_EMAILS at every sign-in.
     */
    async upsertFromIdentity(who: VerifiedIdentity): Promise<UserRow> {
      const admin = ctx.config.auth.adminEmails.includes(who.email);
      const existing = await users.bySubject(who.provider, who.subject);
      if (existing) {
        return ctx.db
          .updateTable('users')
          .set({ email: who.email, picture_url: who.picture, ...(admin ? { role: 'admin' as const } : {}) })
          .where('id', '=', existing.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      const base = usernameBase(who.email);
      // Two first sign-ins can race for the same username; the unique index decides, retry.
      for (let attempt = 0; ; attempt++) {
        const username = await users.freeUsername(base);
        try {
          return await ctx.db
            .insertInto('users')
            .values({
              provider: who.provider,
              subject: who.subject,
              username,
              email: who.email,
              role: admin ? 'admin' : 'user',
              first_name: who.firstName.slice(0, 50),
              last_name: who.lastName.slice(0, 50),
              picture_url: who.picture,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        } catch (err) {
          if (!isUniqueViolation(err) || attempt >= 4) throw err;
          const again = await users.bySubject(who.provider, who.subject);
          if (again) return again;
        }
      }
    },
  };
}
export type Accounts = ReturnType<typeof createAccounts>;
