import type { AppContext } from '#server/context.ts';
import type { Db } from '#server/db/database.ts';
import { conflict } from '#server/lib/errors.ts';
import { CREDIT, MEMBERSHIP } from '#shared/constants.ts';
import {
  membershipCreditsShort,
  membershipDaysRange,
  membershipHeldCap,
  membershipSpendReason,
} from '#shared/messages.ts';
import type { Membership } from '#shared/schemas/payments.ts';
import { createBalancesRepository } from './repository';

/** Credits, membership days and their rules; calls that take `trx` join the caller's transaction. */
export function createBalancesService(ctx: AppContext) {
  const repo = createBalancesRepository(ctx.db);

  /** 409 naming the limit when `days` more would pass the range or the 180 days held. */
  async function checkDays(r: ReturnType<typeof createBalancesRepository>, userId: number, days: number, now: Date) {
    if (days < MEMBERSHIP.minDays || days > MEMBERSHIP.maxDays)
      throw conflict(membershipDaysRange(MEMBERSHIP.minDays, MEMBERSHIP.maxDays));
    const left = await r.daysLeft(userId, now);
    if (left + days > MEMBERSHIP.maxHeldDays) {
      throw conflict(membershipHeldCap(MEMBERSHIP.maxHeldDays, left, Math.max(0, MEMBERSHIP.maxHeldDays - left)));
    }
  }

  /** A new membership starts when the last held one ends, else now. */
  async function grant(
    r: ReturnType<typeof createBalancesRepository>,
    userId: number,
    days: number,
    orderId: number | null,
    paidWith: 'credits' | 'card',
  ) {
    const now = ctx.now();
    const last = await r.lastEnd(userId, now);
    return r.insertMembership({ userId, days, now, start: last && last > now ? last : now, orderId, paidWith });
  }

  return {
    credits: (userId: number) => repo.credits(userId),
    daysLeft: (userId: number) => repo.daysLeft(userId, ctx.now()),
    flags: (userId: number) => repo.flags(userId, ctx.now()),

    /**
     * The credit balance, its row locked until the caller's transaction ends. That row is the
     * account's lock for money: every limit that depends on the account's state (the credit
     * cap, the days held) is checked and acted on under it, so two tabs queue.
     */
    lockedCredits: (trx: Db, userId: number) => createBalancesRepository(trx).lockCredits(userId),

    /** 409 when `days` more would pass the range or the days held; under the account's lock. */
    async checkDays(trx: Db, userId: number, days: number): Promise<void> {
      const r = createBalancesRepository(trx);
      await r.lockCredits(userId);
      await checkDays(r, userId, days, ctx.now());
    },

    /**
     * Buy `days` with credits (5 a day): the balance is locked first, so concurrent purchases
     * queue and each sees the balance the previous one left; the CHECK on the balance row
     * backs this up. `key` makes a replay of the same purchase a no-op.
     */
    async buyWithCredits(userId: number, days: number, key: string | null): Promise<void> {
      await ctx.db.transaction().execute(async (trx) => {
        const r = createBalancesRepository(trx);
        const balance = await r.lockCredits(userId);
        const entryKey = key ? `membership:${userId}:${key}` : null;
        // A replayed key: the first purchase stands, nothing more is checked, spent or granted.
        if (entryKey && (await r.hasEntry(entryKey))) return;
        const cost = days * MEMBERSHIP.creditsPerDay;
        if (days < MEMBERSHIP.minDays || days > MEMBERSHIP.maxDays)
          throw conflict(membershipDaysRange(MEMBERSHIP.minDays, MEMBERSHIP.maxDays));
        if (cost > balance)
          throw conflict(
            membershipCreditsShort(balance, MEMBERSHIP.creditsPerDay, Math.floor(balance / MEMBERSHIP.creditsPerDay)),
          );
        await checkDays(r, userId, days, ctx.now());
        const m = await grant(r, userId, days, null, 'credits');
        await r.addEntry({
          userId,
          delta: -cost,
          reason: membershipSpendReason(days),
          key: entryKey ?? `membership:${m!.id}`,
          orderId: null,
        });
      });
    },

    /**
     * Credit a paid order inside the fulfilment's transaction: 'over-cap' when the cap would
     * be passed (the caller keeps the payment and notes a refund), 'replayed' when the order's
     * entry exists already. Never a second entry.
     */
    async creditOrder(
      trx: Db,
      userId: number,
      credits: number,
      orderId: number,
    ): Promise<'credited' | 'replayed' | 'over-cap'> {
      const r = createBalancesRepository(trx);
      const balance = await r.lockCredits(userId);
      if (balance + credits > CREDIT.maxBalance) return 'over-cap';
      const added = await r.addEntry({
        userId,
        delta: credits,
        reason: `Bought ${credits} credits`,
        key: `order:${orderId}`,
        orderId,
      });
      return added ? 'credited' : 'replayed';
    },

    /**
     * A membership paid by card, inside the fulfilment's transaction; once per order. The
     * 180 days held are checked again here, under the user's lock: orders created side by side
     * each passed the check at order time, but only the days that still fit are granted. The
     * rest of what was paid is kept as credits (5 a day) as far as the balance cap allows;
     * anything beyond that is reported as a refund due. Nothing paid is lost.
     */
    async grantForOrder(trx: Db, userId: number, days: number, orderId: number): Promise<CardGrant> {
      const r = createBalancesRepository(trx);
      const balance = await r.lockCredits(userId);
      const left = await r.daysLeft(userId, ctx.now());
      const granted = Math.min(days, Math.max(0, MEMBERSHIP.maxHeldDays - left));
      if (granted > 0) await grant(r, userId, granted, orderId, 'card');
      const excessCredits = (days - granted) * MEMBERSHIP.creditsPerDay;
      const credited = Math.min(excessCredits, Math.max(0, CREDIT.maxBalance - balance));
      if (credited > 0) {
        await r.addEntry({
          userId,
          delta: credited,
          reason: `Membership days past the ${MEMBERSHIP.maxHeldDays}-day limit kept as credits`,
          key: `order:${orderId}`,
          orderId,
        });
      }
      return { days: granted, credits: credited, refundCredits: excessCredits - credited };
    },

    /** What a paid membership order gave (days, credits, credits' worth refund due), from what is stored. */
    async cardGrant(orderId: number, orderedDays: number): Promise<CardGrant> {
      const { days, credits } = await repo.orderGrant(orderId);
      return {
        days,
        credits,
        refundCredits: Math.max(0, (orderedDays - days) * MEMBERSHIP.creditsPerDay - credits),
      };
    },

    async memberships(
      user: { id: number; username: string },
      page: number,
      size: number,
    ): Promise<{ listObject: Membership[]; totalElementCount: number }> {
      const [rows, total] = await Promise.all([repo.memberships(user.id, page, size), repo.membershipCount(user.id)]);
      return {
        listObject: rows.map((m) => ({
          id: Number(m.id),
          keycloakUserName: user.username,
          noOfDays: m.no_of_days,
          createDate: m.create_date.toISOString(),
          startDate: m.start_date.toISOString(),
          endDate: m.end_date.toISOString(),
          paidWith: m.paid_with,
          // Days bought with credits cost 5 credits each (the only price there has been).
          credits: m.paid_with === 'credits' ? m.no_of_days * MEMBERSHIP.creditsPerDay : 0,
          amountPaise: m.paid_with === 'card' ? (m.total_paise ?? null) : null,
        })),
        totalElementCount: total,
      };
    },
  };
}
export type BalancesService = ReturnType<typeof createBalancesService>;

/** What a membership paid by card gave: days granted, credits for the days past the limit, credits' worth to refund. */
export type CardGrant = { days: number; credits: number; refundCredits: number };
