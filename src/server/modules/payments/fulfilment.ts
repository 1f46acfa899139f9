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
import { MEMBERSHIP } from '#shared/constants.ts';
import { computeTax } from '#shared/gst.ts';
import { membershipPastHeldCap, paymentSuccess } from '#shared/messages.ts';
import type { PaymentConfirmation, PaymentResult } from '#shared/schemas/payments.ts';
import type { BalancesService } from '../balances/service';
import type { Invoices } from './invoices';
import { createPaymentsRepository } from './repository';

export type Settlement = {
  paymentId: string;
  status: ProviderPayment['status'];
  amount: number;
  source: 'confirmation' | 'webhook' | 'reconciliation';
};
export type Outcome = { kind: 'unknown' } | { kind: 'paid' | 'failed' | 'pending'; paymentId: string | null };

/**
 * Fulfilment: the one function the confirmation, the provider's webhooks and the
 * reconciliation end in, and the two entry points the buyer's browser and the provider call.
 */
export function createFulfilment(ctx: AppContext, balances: BalancesService, invoices: Invoices) {
  const repo = createPaymentsRepository(ctx.db);
  const cfg = ctx.config.payments;

  /** Credit the order (or grant its days) in the caller's transaction; the note a shortfall leaves. */
  async function give(
    trx: Db,
    order: { id: number; user_id: number; kind: OrderKind; credits: number; days: number | null },
    providerOrderId: string,
  ): Promise<string | null> {
    if (order.kind === 'credits') {
      const credited = await balances.creditOrder(trx, order.user_id, order.credits, order.id);
      if (credited !== 'over-cap') return null;
      ctx.log.error({ order: providerOrderId }, 'paid order would pass the balance cap; not credited, refund due');
      return 'balance cap reached: refund due';
    }
    const g = await balances.grantForOrder(trx, order.user_id, order.days!, order.id);
    if (g.days >= order.days!) return null;
    (g.refundCredits > 0 ? ctx.log.error : ctx.log.warn).call(
      ctx.log,
      { order: providerOrderId, ...g },
      'paid membership would pass the days held; the rest kept as credits',
    );
    return `held-days limit reached: ${g.days} days granted, ${g.credits} credits kept${g.refundCredits > 0 ? `, ${g.refundCredits} credits' worth refund due` : ''}`;
  }

  /**
   * The order row is locked first, so concurrent calls for one order queue; a paid order is
   * never credited again, and the ledger's idempotency key stops a second entry in any case.
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
    if (order.status === 'paid') return { kind: 'paid', paymentId: order.provider_payment_id };
    if (s.status === 'failed') {
      await r.settle(id, { status: 'failed', paymentId: s.paymentId, note: 'payment failed', at });
      return { kind: 'failed', paymentId: s.paymentId };
    }
    if (s.status !== 'captured') return { kind: 'pending', paymentId: s.paymentId };
    if (s.amount !== order.total_paise) {
      ctx.log.error(
        { order: providerOrderId, payment: s.paymentId },
        'captured amount differs from the order; not credited',
      );
      await r.settle(id, {
        status: 'failed',
        paymentId: s.paymentId,
        note: `amount ${s.amount} differs from ${order.total_paise}: refund due`,
        at,
      });
      return { kind: 'failed', paymentId: s.paymentId };
    }
    const userId = order.user_id === null ? null : Number(order.user_id);
    const note = userId === null ? null : await give(trx, { ...order, id, user_id: userId }, providerOrderId);
    await r.settle(id, { status: 'paid', paymentId: s.paymentId, note, at });
    await invoices.issue(trx, { id, userId }, at);
    return { kind: 'paid', paymentId: s.paymentId };
  }

  const fulfil = (providerOrderId: string, s: Settlement) =>
    ctx.db.transaction().execute((trx) => fulfilIn(trx, providerOrderId, s));

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
    if (outcome.kind !== 'paid') throw badRequest(`razorpayPaymentId: the payment was not accepted`);
    const paymentId = outcome.paymentId ?? body.razorpayPaymentId;
    const message = await successMessage({ ...order, id: Number(order.id) }, paymentId);
    return {
      listObject: [{ message, paymentId, orderId: order.provider_order_id }],
      totalElementCount: 1,
    };
  }

  /** A provider webhook: signature over the raw body, deduplicated by event id. */
  async function webhook(raw: string, signature: string | undefined, eventId: string | undefined): Promise<void> {
    if (!signature || !sameSignature(webhookSignature(raw, cfg.webhookSecret), signature)) {
      throw badRequest('X-Razorpay-Signature: does not match the body');
    }
    if (!eventId) throw badRequest('x-razorpay-event-id: missing');
    let event: { event?: string; payload?: { payment?: { entity?: ProviderPayment } } };
    try {
      event = JSON.parse(raw) as typeof event;
    } catch {
      throw badRequest('body: malformed JSON');
    }
    const name = String(event.event ?? '');
    const payment = event.payload?.payment?.entity;
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await createPaymentsRepository(trx).firstDelivery(eventId, name, ctx.now()))) return;
      if (!payment?.order_id || !['payment.captured', 'order.paid', 'payment.failed'].includes(name)) return;
      const status = name === 'payment.failed' ? 'failed' : payment.status;
      await fulfilIn(trx, payment.order_id, {
        paymentId: payment.id,
        status,
        amount: payment.amount,
        source: 'webhook',
      });
    });
  }

  return { fulfil, confirm, webhook };
}
export type Fulfilment = ReturnType<typeof createFulfilment>;
