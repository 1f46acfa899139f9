import type { AppContext } from '#server/context.ts';
import type { Db } from '#server/db/database.ts';
import type { RefundStatus } from '#server/db/schema.ts';
import { ProviderError, type PaymentProvider, type ProviderRefund } from '#server/providers/payments/index.ts';
import { createPaymentsRepository } from './repository';

/**
 * Refunds of payments that could not be fulfilled. A refund is first a row written in the
 * fulfilment's transaction (one per payment), then a call to the provider's Refunds API with
 * an idempotency key made from the payment id, so a replayed fulfilment, a retry after a lost
 * answer or a crash between the two never refunds twice; the reconciliation sends what is left.
 */
export function createRefunds(ctx: AppContext, provider: PaymentProvider) {
  const repo = createPaymentsRepository(ctx.db);

  /** Note a refund due in the fulfilment's transaction; its id, or null when the payment has one already. */
  async function due(
    trx: Db,
    r: { orderId: number; paymentId: string; amount: number; reason: string },
  ): Promise<number | null> {
    const row = await createPaymentsRepository(trx).insertRefund({ ...r, at: ctx.now() });
    if (!row) return null;
    ctx.log.warn({ order: r.orderId, payment: r.paymentId, paise: r.amount }, 'payment to be refunded');
    return Number(row.id);
  }

  /** Ask the provider for each refund not yet acknowledged (of one order, or up to 100 of all). */
  async function send(orderId: number | null): Promise<number> {
    let sent = 0;
    for (const r of await repo.unsentRefunds(orderId, 100)) {
      let refund: ProviderRefund;
      try {
        refund = await provider.refund(r.provider_payment_id, {
          amount: r.amount_paise,
          receipt: `refund_${r.order_id}`,
          notes: { order_id: r.provider_order_id, reason: r.reason.slice(0, 250) },
          idempotencyKey: `refund-${r.provider_payment_id}`,
        });
      } catch (err) {
        if (!(err instanceof ProviderError)) throw err;
        ctx.log.error({ payment: r.provider_payment_id, err: err.message }, 'refund not accepted yet; retried later');
        await repo.refundAttempted(Number(r.id), ctx.now());
        continue;
      }
      await repo.refundSent(Number(r.id), refund.id, refund.status, ctx.now());
      sent += 1;
    }
    return sent;
  }

  /** `refund.processed` / `refund.failed` from the provider's webhook. */
  async function settled(refund: { id?: string; status?: string } | undefined): Promise<void> {
    if (!refund?.id || !['pending', 'processed', 'failed'].includes(refund.status ?? '')) return;
    await repo.refundStatus(refund.id, refund.status as RefundStatus, ctx.now());
  }

  return { due, send, settled, ofOrder: (orderId: number) => repo.refundsOfOrder(orderId) };
}
export type Refunds = ReturnType<typeof createRefunds>;
