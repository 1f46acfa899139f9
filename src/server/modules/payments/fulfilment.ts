import type { AppContext } from '#server/context.ts';
import type { Db } from '#server/db/database.ts';
import type { OrderKind } from '#server/db/schema.ts';
import { badRequest, notFound } from '#server/lib/errors.ts';
import type { SessionUser } from '#server/lib/session-user.ts';
import {
  paymentSignature,
  sameSignature,
  webhookSignature,
  type ProviderPayment,
} from '#server/providers/payments/index.ts';
import { CREDIT, MEMBERSHIP } from '#shared/constants.ts';
import { computeTax } from '#shared/gst.ts';
import {
  membershipPastHeldCap,
  paymentRefunded,
  paymentSuccess,
  REFUND_REASONS,
  refundPastCreditCap,
  refundPastHeldDays,
} from '#shared/messages.ts';
import type { PaymentConfirmation, PaymentResult } from '#shared/schemas/payments.ts';
import type { BalancesService } from '../balances/service';
import type { Invoices } from './invoices';
import type { CreditNotes } from './credit-notes';
import type { Refunds } from './refunds';
import { createPaymentsRepository } from './repository';

export type Settlement = {
  paymentId: string;
  status: ProviderPayment['status'];
  amount: number;
  source: 'confirmation' | 'webhook' | 'reconciliation';
};
export type Outcome =
  { kind: 'unknown' } | { kind: 'paid' | 'refunded' | 'failed' | 'pending'; orderId: number; paymentId: string | null };

/**
 * Fulfilment: the one function the confirmation, the provider's webhooks and the
 * reconciliation end in, and the two entry points the buyer's browser and the provider call.
 */
export function createFulfilment(
  ctx: AppContext,
  balances: BalancesService,
  invoices: Invoices,
  refunds: Refunds,
  creditNotes: CreditNotes,
) {
  const repo = createPaymentsRepository(ctx.db);
  const cfg = ctx.config.payments;

  type Locked = { id: number; user_id: number; kind: OrderKind; credits: number; days: number | null };

  /**
   * Credit the order (or grant its days) in the caller's transaction, under the account's lock:
   * what the account can still take decides. What it cannot take is refunded (`refund`, paise).
   */
  async function give(
    trx: Db,
    order: Locked & { place_of_supply: number; total_paise: number },
    providerOrderId: string,
  ): Promise<{
    note: string | null;
    refund: { paise: number; reason: string; whole: boolean; credits: number } | null;
  }> {
    if (order.kind === 'credits') {
      const credited = await balances.creditOrder(trx, order.user_id, order.credits, order.id);
      if (credited !== 'over-cap') return { note: null, refund: null };
      ctx.log.error({ order: providerOrderId }, 'paid order would pass the balance cap; not credited, refunded');
      const reason = refundPastCreditCap(CREDIT.maxBalance, order.credits);
      return {
        note: 'balance cap reached: refunded',
        refund: { paise: order.total_paise, reason, whole: true, credits: order.credits },
      };
    }
    const g = await balances.grantForOrder(trx, order.user_id, order.days!, order.id);
    if (g.days >= order.days!) return { note: null, refund: null };
    (g.refundCredits > 0 ? ctx.log.error : ctx.log.warn).call(
      ctx.log,
      { order: providerOrderId, ...g },
      'paid membership would pass the days held; the rest kept as credits',
    );
    const note = `held-days limit reached: ${g.days} days granted, ${g.credits} credits kept${g.refundCredits > 0 ? `, ${g.refundCredits} credits' worth refund due` : ''}`;
    if (g.refundCredits === 0) return { note, refund: null };
    const paise = computeTax(g.refundCredits, order.place_of_supply, cfg.seller.stateCode).totalPaise;
    const reason = refundPastHeldDays(MEMBERSHIP.maxHeldDays, CREDIT.maxBalance, g.refundCredits);
    return { note, refund: { paise, reason, whole: false, credits: g.refundCredits } };
  }

  /**
   * The order row is locked first, so concurrent calls for one order queue; a settled order is
   * never credited again, and the ledger's idempotency key stops a second entry in any case.
   * A captured payment that cannot be fulfilled is noted for a refund in the same transaction.
   */
  async function fulfilIn(trx: Db, providerOrderId: string, s: Settlement): Promise<Outcome> {
    const r = createPaymentsRepository(trx);
    const order = await r.lockOrder(providerOrderId);
    if (!order) return { kind: 'unknown' };
    const id = Number(order.id);
    const at = ctx.now();
    await r.recordPayment({
      orderId: id,
      paymentId: s.paymentId,
      status: s.status,
      amount: s.amount,
      source: s.source,
      at,
    });
    if (order.status === 'paid' || order.status === 'refunded') {
      // A second captured payment of a settled order (a buyer who paid twice) goes back.
      if (s.status === 'captured' && s.paymentId !== order.provider_payment_id && s.amount > 0)
        await refunds.due(trx, {
          orderId: id,
          paymentId: s.paymentId,
          amount: s.amount,
          reason: REFUND_REASONS.paidTwice,
        });
      return { kind: order.status, orderId: id, paymentId: order.provider_payment_id };
    }
    if (s.status === 'failed') {
      await r.settle(id, { status: 'failed', paymentId: s.paymentId, note: 'payment failed', at });
      return { kind: 'failed', orderId: id, paymentId: s.paymentId };
    }
    if (s.status !== 'captured') return { kind: 'pending', orderId: id, paymentId: s.paymentId };
    if (s.amount !== order.total_paise) {
      ctx.log.error(
        { order: providerOrderId, payment: s.paymentId },
        'captured amount differs from the order; refunded',
      );
      await r.settle(id, {
        status: 'refunded',
        paymentId: s.paymentId,
        note: `amount ${s.amount} differs from ${order.total_paise}: refunded`,
        at,
      });
      await refunds.due(trx, { orderId: id, paymentId: s.paymentId, amount: s.amount, reason: REFUND_REASONS.amount });
      return { kind: 'refunded', orderId: id, paymentId: s.paymentId };
    }
    const userId = order.user_id === null ? null : Number(order.user_id);
    const given =
      userId === null
        ? { note: null, refund: null }
        : await give(trx, { ...order, id, user_id: userId }, providerOrderId);
    const whole = given.refund?.whole === true;
    await r.settle(id, { status: whole ? 'refunded' : 'paid', paymentId: s.paymentId, note: given.note, at });
    const refundId = given.refund
      ? await refunds.due(trx, {
          orderId: id,
          paymentId: s.paymentId,
          amount: given.refund.paise,
          reason: given.refund.reason,
        })
      : null;
    // Money refunded whole was never a supply: no tax invoice. Money refunded in part: the tax
    // invoice for the payment, and a credit note against it for the part refunded.
    if (!whole) await invoices.issue(trx, { id, userId }, at);
    if (!whole && given.refund && refundId !== null)
      await creditNotes.issue(trx, {
        orderId: id,
        refundId,
        credits: given.refund.credits,
        placeOfSupply: order.place_of_supply,
        at,
      });
    return { kind: whole ? 'refunded' : 'paid', orderId: id, paymentId: s.paymentId };
  }

  /** Fulfil in a transaction of its own, then send the refunds it noted (and any left unsent). */
  async function fulfil(providerOrderId: string, s: Settlement): Promise<Outcome> {
    const outcome = await ctx.db.transaction().execute((trx) => fulfilIn(trx, providerOrderId, s));
    if (outcome.kind !== 'unknown') await refunds.send(outcome.orderId);
    return outcome;
  }

  /** The success message, told from what is stored, so a replay (or a confirmation after the webhook) says the same. */
  async function successMessage(
    order: { id: number; kind: OrderKind; days: number | null; place_of_supply: number },
    paymentId: string,
  ): Promise<string> {
    const message = paymentSuccess(paymentId);
    if (order.kind !== 'membership' || !order.days) return message;
    const g = await balances.cardGrant(order.id, order.days);
    if (g.days >= order.days) return message;
    const refund =
      g.refundCredits > 0
        ? {
            credits: g.refundCredits,
            rupees: (computeTax(g.refundCredits, order.place_of_supply, cfg.seller.stateCode).totalPaise / 100).toFixed(
              2,
            ),
          }
        : null;
    return `${message}. ${membershipPastHeldCap(MEMBERSHIP.maxHeldDays, g.days, g.credits, refund)}`;
  }

  async function confirm(user: SessionUser, body: PaymentConfirmation, kind: OrderKind): Promise<PaymentResult> {
    const order = await repo.order(body.razorpayOrderId);
    if (!order || order.user_id === null || Number(order.user_id) !== user.id || order.kind !== kind) {
      throw notFound('razorpayOrderId: no such order of yours');
    }
    // Checked against the order id we stored, never one the client could choose.
    const expected = paymentSignature(order.provider_order_id, body.razorpayPaymentId, cfg.keySecret);
    if (!sameSignature(expected, body.razorpaySignature))
      throw badRequest('razorpaySignature: does not match this payment');
    const outcome = await fulfil(order.provider_order_id, {
      paymentId: body.razorpayPaymentId,
      status: 'captured',
      amount: order.total_paise,
      source: 'confirmation',
    });
    if (outcome.kind !== 'paid' && outcome.kind !== 'refunded')
      throw badRequest(`razorpayPaymentId: the payment was not accepted`);
    const paymentId = outcome.paymentId ?? body.razorpayPaymentId;
    // Told from what is stored, so a replay says the same.
    const refund = (await refunds.ofOrder(outcome.orderId)).find((f) => f.provider_payment_id === paymentId);
    const told = refund ? { amountPaise: refund.amount_paise, reason: refund.reason, status: refund.status } : null;
    const message =
      outcome.kind === 'refunded' && told
        ? paymentRefunded(paymentId, (told.amountPaise / 100).toFixed(2), told.reason)
        : await successMessage({ ...order, id: Number(order.id) }, paymentId);
    return {
      listObject: [{ message, paymentId, orderId: order.provider_order_id, status: outcome.kind, refund: told }],
      totalElementCount: 1,
    };
  }

  /** A provider webhook: signature over the raw body, deduplicated by event id. */
  async function webhook(raw: string, signature: string | undefined, eventId: string | undefined): Promise<void> {
    if (!signature || !sameSignature(webhookSignature(raw, cfg.webhookSecret), signature)) {
      throw badRequest('X-Razorpay-Signature: does not match the body');
    }
    if (!eventId) throw badRequest('x-razorpay-event-id: missing');
    let event: {
      event?: string;
      payload?: { payment?: { entity?: ProviderPayment }; refund?: { entity?: { id?: string; status?: string } } };
    };
    try {
      event = JSON.parse(raw) as typeof event;
    } catch {
      throw badRequest('body: malformed JSON');
    }
    const name = String(event.event ?? '');
    const payment = event.payload?.payment?.entity;
    const outcome = await ctx.db.transaction().execute(async (trx): Promise<Outcome | null> => {
      if (!(await createPaymentsRepository(trx).firstDelivery(eventId, name, ctx.now()))) return null;
      if (!payment?.order_id || !['payment.captured', 'order.paid', 'payment.failed'].includes(name)) return null;
      const status = name === 'payment.failed' ? 'failed' : payment.status;
      return fulfilIn(trx, payment.order_id, {
        paymentId: payment.id,
        status,
        amount: payment.amount,
        source: 'webhook',
      });
    });
    if (outcome && outcome.kind !== 'unknown') await refunds.send(outcome.orderId);
    if (name === 'refund.processed' || name === 'refund.failed') await refunds.settled(event.payload?.refund?.entity);
  }

  return { fulfil, confirm, webhook };
}
export type Fulfilment = ReturnType<typeof createFulfilment>;
