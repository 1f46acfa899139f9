import type { AppContext } from '#server/context.ts';
import type { Db } from '#server/db/database.ts';
import type { OrderKind } from '#server/db/schema.ts';
import { badRequest, conflict, HttpError } from '#server/lib/errors.ts';
import type { SessionUser } from '#server/lib/session-user.ts';
import { ProviderError, type PaymentProvider } from '#server/providers/payments/index.ts';
import { CREDIT } from '#shared/constants.ts';
import {
  creditCapExceeded,
  creditsBoughtDescription,
  membershipByCardDescription,
  membershipFromCreditsDescription,
  MESSAGES,
} from '#shared/messages.ts';
import type { OrderCreated, OrderRequest, Refund, Transaction } from '#shared/schemas/payments.ts';
import type { BalancesService } from '../balances/service';
import { creditOrderFigures, membershipOrderFigures } from './figures';
import { createPaymentsRepository } from './repository';

/** A credit order still being paid holds its credits against the cap this long. */
export const RESERVE_MS = 15 * 60_000;

/** Orders: creating one with the provider (limits checked first), whose an order is, the history. */
export function createOrders(ctx: AppContext, provider: PaymentProvider, balances: BalancesService) {
  const repo = createPaymentsRepository(ctx.db);
  const cfg = ctx.config.payments;

  /** 409 naming the limit an order would pass; takes the account's lock in the caller's transaction. */
  async function checkLimits(trx: Db, userId: number, kind: OrderKind, credits: number, days: number | null) {
    if (kind === 'membership') return balances.checkDays(trx, userId, days!);
    const balance = await balances.lockedCredits(trx, userId);
    const pending = await createPaymentsRepository(trx).pendingCredits(
      userId,
      new Date(ctx.now().getTime() - RESERVE_MS),
    );
    const room = Math.max(0, CREDIT.maxBalance - balance - pending);
    if (credits > room) throw conflict(creditCapExceeded(CREDIT.maxBalance, room));
  }

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
    // Once before the provider is asked (a refused order costs no provider call), and again
    // with the order's insert, in one transaction under the account's lock.
    const limits = (trx: Db) => checkLimits(trx, user.id, kind, tax.credits, days);
    await ctx.db.transaction().execute(limits);
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
    const row = {
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
    };
    await ctx.db.transaction().execute(async (trx) => {
      await limits(trx);
      await createPaymentsRepository(trx).insertOrder(row);
    });
    return { secretKey: provider.keyId, razorpayOrderId: providerOrder.id, applicationFee: tax.totalPaise };
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
            ? creditsBoughtDescription(r.credits)
            : r.kind === 'membership'
              ? membershipByCardDescription(r.days ?? 0)
              : membershipFromCreditsDescription(r.reason),
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
        refund:
          r.refund_paise === null
            ? null
            : {
                amountPaise: Number(r.refund_paise),
                reason: r.refund_reason ?? '',
                status: (r.refund_status ?? 'pending') as Refund['status'],
                ...(r.credit_note_number ? { creditNoteNumber: r.credit_note_number } : {}),
              },
      })),
      totalElementCount: total,
    };
  }

  /** Whose order a provider order is (null: no user's). */
  async function orderOwner(providerOrderId: string): Promise<number | null> {
    const order = await repo.order(providerOrderId);
    return order?.user_id == null ? null : Number(order.user_id);
  }

  return {
    createCreditOrder: (user: SessionUser, body: OrderRequest) => createOrder(user, body, 'credits', null),
    createMembershipOrder: (user: SessionUser, body: OrderRequest & { noOfDays: number }) =>
      createOrder(user, body, 'membership', body.noOfDays),
    history,
    orderOwner,
  };
}
