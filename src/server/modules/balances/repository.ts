import type { Db } from '#server/db/database.ts';
import { istDayBounds } from '#shared/time.ts';

const DAY_MS = 24 * 3600 * 1000;

/** The credit ledger and memberships: balances are always computed, never stored. */
export function createBalancesRepository(db: Db) {
  return {
    async credits(userId: number): Promise<number> {
      const row = await db
        .selectFrom('credit_ledger')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('delta'), eb.lit(0)).as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Days left across the current and queued memberships, counted in Asia/Kolkata calendar
     * days with today included: a 10-day membership bought today shows 10 all day today.
     */
    async daysLeft(userId: number, now: Date): Promise<number> {
      const rows = await db
        .selectFrom('memberships')
        .select(['start_date', 'end_date'])
        .where('user_id', '=', userId)
        .where('end_date', '>', now)
        .execute();
      const today = istDayBounds(now).start.getTime();
      let ms = 0;
      for (const r of rows) ms += Math.max(0, r.end_date.getTime() - Math.max(r.start_date.getTime(), today));
      return Math.round(ms / DAY_MS);
    },

    async flags(userId: number, now: Date) {
      const row = await db
        .selectNoFrom((eb) => [
          eb.exists(eb.selectFrom('credit_ledger').select('id').where('user_id', '=', userId)).as('ledger'),
          eb.exists(eb.selectFrom('memberships').select('id').where('user_id', '=', userId)).as('memberships'),
          eb
            .exists(
              eb
                .selectFrom('memberships')
                .select('id')
                .where('user_id', '=', userId)
                .where('start_date', '<=', now)
                .where('end_date', '>', now),
            )
            .as('member'),
        ])
        .executeTakeFirstOrThrow();
      // Orders do not exist yet; when they do, "any order" joins `ledger` here.
      return { hasLedger: Boolean(row.ledger), hasMemberships: Boolean(row.memberships), member: Boolean(row.member) };
    },
  };
}
export type BalancesRepository = ReturnType<typeof createBalancesRepository>;
