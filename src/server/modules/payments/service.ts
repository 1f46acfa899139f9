import type { AppContext } from '#server/context.ts';
import type { Db } from '#server/db/database.ts';
import type { OrderKind } from '#server/db/schema.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '#server/lib/errors.ts';
import type { SessionUser } from '#server/lib/session-user.ts';
import {
  paymentSignature,
  ProviderError,
  sameSignature,
  webhookSignature,
  type PaymentProvider,
  type ProviderPayment,
} from '#server/providers/payments/index.ts';
import { CREDIT, MEMBERSHIP } from '#shared/constants.ts';
import { computeTax } from '#shared/gst.ts';
import { creditCapExceeded, membershipPastHeldCap, MESSAGES, paymentSuccess } from '#shared/messages.ts';
import type {
  OrderCreated,
  OrderRequest,
  PaymentConfirmation,
  PaymentResult,
  SubscriptionOrderRequest,
  Transaction,
} from '#shared/schemas/payments.ts';
import type { BalancesService } from '../balances/service';
import { creditOrderFigures, membershipOrderFigures } from './figures';
import { renderInvoicePdf } from './invoice-pdf';
import { financialYear, invoiceNumber } from './invoice-number';
import { createPaymentsRepository } from './repository';

/** A credit order still being paid holds its credits against the cap this long. */
const RESERVE_MS = 15 * 60_000;
/** An order with no captured payment after this long is settled as failed. */
const ABANDON_MS = 24 * 3600_000;

type Settlement = {
  paymentId: string;
  status: ProviderPayment['status'];
  amount: number;
  source: 'confirmation' | 'webhook' | 'reconciliation';
};
type Outcome = { kind: 'unknown' } | { kind: 'paid' | 'failed' | 'pending'; paymentId: string | null };

export function createPaymentsService(ctx: AppContext, provider: PaymentProvider, balances: BalancesService) {
  const repo = createPaymentsRepository(ctx.db);
  const cfg = ctx.config.payments;

  async function createOrder(
    user: SessionUser,
    body: OrderRequest,
    kind: OrderKind,
    days: number | null,
  ): Promise<OrderCreated> {
    if (body.email.trim().toLowerCase() !== user.email.toLowerCase())
      throw badRequest("email: must be your account's e-mail");
    const tax =
      kind === 'credits'
        ? creditOrderFigures(body, cfg.seller.stateCode)
        : membershipOrderFigures({ ...body, noOfDays: days! }, cfg.seller.stateCode);
    if (kind === 'credits') {
      const [balance, pending] = await Promise.all([
        balances.credits(user.id),
        repo.pendingCredits(user.id, new Date(ctx.now().getTime() - RESERVE_MS)),
      ]);
      const room = Math.max(0, CREDIT.maxBalance - balance - pending);
      if (tax.credits > room) throw conflict(creditCapExceeded(CREDIT.maxBalance, room));
    } else {
      await balances.checkDays(user.id, days!);
    }
    const receipt = `${kind === 'credits' ? 'cr' : 'mb'}_${user.id}_${ctx.now().getTime().toString(36)}`;
    let providerOrder;
    try {
      providerOrder = await provider.createOrder({
        amount: tax.totalPaise,
        receipt,
        notes: { kind, credits: String(tax.credits), ...(days ? { days: String(days) } : {}) },
      });
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      ctx.log.error({ err: err.message }, 'payment provider refused an order');
      throw new HttpError(502, MESSAGES.addCreditsFailed);
    }
    if (providerOrder.amount !== tax.totalPaise) throw new HttpError(502, MESSAGES.addCreditsFailed);
    await repo.insertOrder({
      user_id: user.id,
      provider: provider.name,
      provider_order_id: providerOrder.id,
      kind,
      credits: tax.credits,
      days,
      taxable_paise: tax.taxablePaise,
      cgst_paise: tax.cgstPaise,
      sgst_paise: tax.sgstPaise,
      igst_paise: tax.igstPaise,
      total_paise: tax.totalPaise,
      state_tax_name: tax.stateTaxName,
      place_of_supply: tax.placeOfSupplyCode,
      buyer_name: body.customerName.trim(),
      buyer_email: user.email,
      buyer_phone: body.phoneNumber,
      created_at: ctx.now(),
    });
    return { secretKey: provider.keyId, razorpayOrderId: providerOrder.id, applicationFee: tax.totalPaise };
  }

  /**
   * The one fulfilment every path ends in (confirmation, webhooks, reconciliation). The order
   * row is locked first, so concurrent calls for one order queue; a paid order is never
   * credited again, and the ledger's idempotency key stops a second entry in any case.
   */
  async function fulfilIn(trx: Db, providerOrderId: string, s: Settlement): Promise<Outcome> {
    const r = createPaymentsRepository(trx);
    const order = await r.lockOrder(providerOrderId);
    if (!order) return { kind: 'unknown' };
    const at = ctx.now();
    await r.recordPayment({
      orderId: Number(order.id),
      paymentId: s.paymentId,
      status: s.status,
      amount: s.amount,
      source: s.source,
      at,
    });
    if (order.status === 'paid') return { kind: 'paid', paymentId: order.provider_payment_id };
    if (s.status === 'failed') {
      await r.settle(Number(order.id), { status: 'failed', paymentId: s.paymentId, note: 'payment failed', at });
      return { kind: 'failed', paymentId: s.paymentId };
    }
    if (s.status !== 'captured') return { kind: 'pending', paymentId: s.paymentId };
    if (s.amount !== order.total_paise) {
      ctx.log.error(
        { order: providerOrderId, payment: s.paymentId },
        'captured amount differs from the order; not credited',
      );
      await r.settle(Number(order.id), {
        status: 'failed',
        paymentId: s.paymentId,
        note: `amount ${s.amount} differs from ${order.total_paise}: refund due`,
        at,
      });
      return { kind: 'failed', paymentId: s.paymentId };
    }
    let note: string | null = null;
    if (order.user_id !== null) {
      if (order.kind === 'credits') {
        const credited = await balances.creditOrder(trx, Number(order.user_id), order.credits, Number(order.id));
        if (credited === 'over-cap') {
          note = 'balance cap reached: refund due';
          ctx.log.error({ order: providerOrderId }, 'paid order would pass the balance cap; not credited, refund due');
        }
      } else {
        const g = await balances.grantForOrder(trx, Number(order.user_id), order.days!, Number(order.id));
        if (g.days < order.days!) {
          note = `held-days limit reached: ${g.days} days granted, ${g.credits} credits kept${g.refundCredits > 0 ? `, ${g.refundCredits} credits' worth refund due` : ''}`;
          (g.refundCredits > 0 ? ctx.log.error : ctx.log.warn).call(
            ctx.log,
            { order: providerOrderId, ...g },
            'paid membership would pass the days held; the rest kept as credits',
          );
        }
      }
    }
    await r.settle(Number(order.id), { status: 'paid', paymentId: s.paymentId, note, at });
    const fy = financialYear(at);
    const seq = await r.nextInvoiceNumber(fy);
    await r.insertInvoice({
      orderId: Number(order.id),
      userId: order.user_id,
      number: invoiceNumber(cfg.invoicePrefix, fy, seq),
      financialYear: fy,
      sequence: seq,
      at,
      seller: cfg.seller,
    });
    return { kind: 'paid', paymentId: s.paymentId };
  }

  const fulfil = (providerOrderId: string, s: Settlement) =>
    ctx.db.transaction().execute((trx) => fulfilIn(trx, providerOrderId, s));

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
    let message = paymentSuccess(paymentId);
    if (kind === 'membership' && order.days) {
      // Told from what is stored, so a replay (or a confirmation after the webhook) says the same.
      const g = await balances.cardGrant(Number(order.id), order.days);
      if (g.days < order.days) {
        const refund =
          g.refundCredits > 0
            ? {
                credits: g.refundCredits,
                rupees: (
                  computeTax(g.refundCredits, order.place_of_supply, cfg.seller.stateCode).totalPaise / 100
                ).toFixed(2),
              }
            : null;
        message += `. ${membershipPastHeldCap(MEMBERSHIP.maxHeldDays, g.days, g.credits, refund)}`;
      }
    }
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

  /** Settle orders left `created` by asking the provider for their payments. */
  async function reconcile(): Promise<number> {
    let settled = 0;
    for (const order of await repo.openOrders(200)) {
      let payments: ProviderPayment[];
      try {
        payments = await provider.orderPayments(order.provider_order_id);
      } catch (err) {
        ctx.log.warn(
          { order: order.provider_order_id, err: (err as Error).message },
          'reconciliation could not ask the provider',
        );
        continue;
      }
      const captured = payments.find((p) => p.status === 'captured');
      if (captured) {
        const o = await fulfil(order.provider_order_id, {
          paymentId: captured.id,
          status: 'captured',
          amount: captured.amount,
          source: 'reconciliation',
        });
        if (o.kind === 'paid') settled += 1;
      } else if (ctx.now().getTime() - order.created_at.getTime() > ABANDON_MS) {
        const last = payments.at(-1);
        await fulfil(order.provider_order_id, {
          paymentId: last?.id ?? `none_${order.id}`,
          status: 'failed',
          amount: last?.amount ?? 0,
          source: 'reconciliation',
        });
      }
    }
    return settled;
  }

  async function history(
    user: SessionUser,
    page: number,
    size: number,
  ): Promise<{ listObject: Transaction[]; totalElementCount: number }> {
    const { rows, total } = await repo.history(user.id, page, size);
    return {
      listObject: rows.map((r) => ({
        id: Number(r.id),
        description:
          r.kind === 'credits'
            ? `${r.credits} credits`
            : r.kind === 'membership'
              ? `Membership ${r.days} days (card)`
              : `${r.reason ?? 'Membership'} (credits)`,
        totalAmountPaise: r.total_paise,
        creditedAmount: r.delta,
        razorpayOrderId: r.provider_order_id,
        razorpayPaymentId: r.provider_payment_id,
        type:
          r.kind === 'credits' ? 'CREDIT_PURCHASE' : r.kind === 'membership' ? 'MEMBERSHIP_CARD' : 'MEMBERSHIP_CREDITS',
        status: r.status as Transaction['status'],
        dateTime: new Date(r.at).toISOString(),
        invoiceNumber: r.invoice_number,
        orderId: r.order_id === null ? null : Number(r.order_id),
      })),
      totalElementCount: total,
    };
  }

  /** The invoice PDF of an order; only its owner or an admin. Regenerating keeps the number. */
  async function invoice(
    user: SessionUser,
    orderId: number,
    regenerate: boolean,
  ): Promise<{ number: string; pdf: Buffer }> {
    const inv = await repo.invoiceForOrder(orderId);
    if (!inv) throw notFound('No invoice for this order.');
    if (user.role !== 'admin' && (inv.user_id === null || Number(inv.user_id) !== user.id)) throw forbidden();
    if (inv.pdf && !regenerate) return { number: inv.number, pdf: inv.pdf };
    const pdf = await renderInvoicePdf({
      number: inv.number,
      issuedAt: inv.issued_at,
      seller: inv.seller,
      buyer: { name: inv.buyer_name, email: inv.buyer_email, phone: inv.buyer_phone },
      placeOfSupply: inv.place_of_supply,
      item:
        inv.kind === 'credits'
          ? `Khabar prepaid credits: ${inv.credits} credits at INR 1.00`
          : `Khabar membership: ${inv.days} days at INR 5.00 a day`,
      taxablePaise: inv.taxable_paise,
      cgstPaise: inv.cgst_paise,
      sgstPaise: inv.sgst_paise,
      igstPaise: inv.igst_paise,
      totalPaise: inv.total_paise,
      stateTaxName: inv.state_tax_name,
      orderId: inv.provider_order_id,
      paymentId: inv.provider_payment_id,
    });
    await repo.storePdf(Number(inv.id), pdf, ctx.now());
    return { number: inv.number, pdf };
  }

  /** Whose order a provider order is (null: no user's). */
  async function orderOwner(providerOrderId: string): Promise<number | null> {
    const order = await repo.order(providerOrderId);
    return order?.user_id == null ? null : Number(order.user_id);
  }

  return {
    provider,
    orderOwner,
    createCreditOrder: (user: SessionUser, body: OrderRequest) => createOrder(user, body, 'credits', null),
    createMembershipOrder: (user: SessionUser, body: SubscriptionOrderRequest) =>
      createOrder(user, body, 'membership', body.noOfDays),
    confirm,
    webhook,
    reconcile,
    history,
    invoice,
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
