import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { countUserRows } from '#server/db/user-rows.ts';
import { istDayBounds } from '#shared/time.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The credit ledger, the balance row the database keeps with it, and memberships. Pass a
 * transaction as `db` to make several calls one unit.
 */
export function createBalancesRepository(db: Db) {
  return {
    async credits(userId: number): Promise<number> {
      const row = await db
        .selectFrom('credit_balances')
        .select('credits')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.credits ?? 0;
    },

    /**
     * The balance, locked until the transaction ends: every spend or credit of one user
     * queues here, so checks made under the lock still hold when the entry is written.
     */
    async lockCredits(userId: number): Promise<number> {
      await sql`INSERT INTO credit_balances (user_id, credits) VALUES (${userId}, 0) ON CONFLICT (user_id) DO NOTHING`.execute(
        db,
      );
      const row = await db
        .selectFrom('credit_balances')
        .select('credits')
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      return row.credits;
    },

    /** Append an entry; false when its idempotency key was already used (nothing added). */
    async addEntry(e: {
      userId: number;
      delta: number;
      reason: string;
      key: string;
      orderId: number | null;
    }): Promise<boolean> {
      const row = await db
        .insertInto('credit_ledger')
        .values({ user_id: e.userId, delta: e.delta, reason: e.reason, idempotency_key: e.key, order_id: e.orderId })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async hasEntry(key: string): Promise<boolean> {
      return (
        (await db.selectFrom('credit_ledger').select('id').where('idempotency_key', '=', key).executeTakeFirst()) !==
        undefined
      );
    },

    async entrySum(userId: number): Promise<number> {
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

    /** When the last held membership ends (null when none is current or queued). */
    async lastEnd(userId: number, now: Date): Promise<Date | null> {
      const row = await db
        .selectFrom('memberships')
        .select((eb) => eb.fn.max('end_date').as('end'))
        .where('user_id', '=', userId)
        .where('end_date', '>', now)
        .executeTakeFirst();
      return row?.end ? new Date(row.end) : null;
    },

    async insertMembership(m: {
      userId: number;
      days: number;
      now: Date;
      start: Date;
      orderId: number | null;
      paidWith: 'credits' | 'card';
    }) {
      return db
        .insertInto('memberships')
        .values({
          user_id: m.userId,
          no_of_days: m.days,
          create_date: m.now,
          start_date: m.start,
          end_date: new Date(m.start.getTime() + m.days * DAY_MS),
          order_id: m.orderId,
          paid_with: m.paidWith,
        })
        .onConflict((oc) => oc.column('order_id').where('order_id', 'is not', null).doNothing())
        .returning(['id', 'start_date', 'end_date'])
        .executeTakeFirst();
    },

    /** The days and credits a paid order gave (its membership row and its ledger entry). */
    async orderGrant(orderId: number): Promise<{ days: number; credits: number }> {
      const row = await db
        .selectNoFrom((eb) => [
          eb
            .selectFrom('memberships')
            .select((m) => m.fn.coalesce(m.fn.sum<number>('no_of_days'), m.lit(0)).as('d'))
            .where('order_id', '=', orderId)
            .as('days'),
          eb
            .selectFrom('credit_ledger')
            .select((l) => l.fn.coalesce(l.fn.sum<number>('delta'), l.lit(0)).as('c'))
            .where('idempotency_key', '=', `order:${orderId}`)
            .as('credits'),
        ])
        .executeTakeFirstOrThrow();
      return { days: Number(row.days ?? 0), credits: Number(row.credits ?? 0) };
    },

    /** A page of memberships, each with the card payment's total when it was bought by card. */
    async memberships(userId: number, page: number, size: number) {
      return db
        .selectFrom('memberships as m')
        .leftJoin('orders as o', 'o.id', 'm.order_id')
        .select(['m.id', 'm.no_of_days', 'm.create_date', 'm.start_date', 'm.end_date', 'm.paid_with', 'o.total_paise'])
        .where('m.user_id', '=', userId)
        .orderBy('m.start_date', 'desc')
        .orderBy('m.id', 'desc')
        .limit(size)
        .offset(page * size)
        .execute();
    },

    membershipCount: (userId: number): Promise<number> => countUserRows(db, 'memberships', userId),

    async flags(userId: number, now: Date) {
      const row = await db
        .selectNoFrom((eb) => [
          eb.exists(eb.selectFrom('credit_ledger').select('id').where('user_id', '=', userId)).as('ledger'),
          eb.exists(eb.selectFrom('orders').select('id').where('user_id', '=', userId)).as('orders'),
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
      return {
        hasLedger: Boolean(row.ledger) || Boolean(row.orders),
        hasMemberships: Boolean(row.memberships),
        member: Boolean(row.member),
      };
    },
  };
}
export type BalancesRepository = ReturnType<typeof createBalancesRepository>;
