import type { AppContext } from '#server/context.ts';
import type { PaymentProvider, ProviderPayment } from '#server/providers/payments/index.ts';
import type { Fulfilment } from './fulfilment';
import type { Refunds } from './refunds';
import { createPaymentsRepository } from './repository';

/** An order with no captured payment after this long is settled as failed. */
const ABANDON_MS = 24 * 3600_000;

/**
 * Settles orders left `created` by asking the provider for their payments, and sends the
 * refunds a crash (or a provider that did not answer) left unsent.
 */
export function createReconciliation(
  ctx: AppContext,
  provider: PaymentProvider,
  fulfilment: Fulfilment,
  refunds: Refunds,
) {
  const repo = createPaymentsRepository(ctx.db);

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
        const o = await fulfilment.fulfil(order.provider_order_id, {
          paymentId: captured.id,
          status: 'captured',
          amount: captured.amount,
          source: 'reconciliation',
        });
        if (o.kind === 'paid') settled += 1;
      } else if (ctx.now().getTime() - order.created_at.getTime() > ABANDON_MS) {
        const last = payments.at(-1);
        await fulfilment.fulfil(order.provider_order_id, {
          paymentId: last?.id ?? `none_${order.id}`,
          status: 'failed',
          amount: last?.amount ?? 0,
          source: 'reconciliation',
        });
      }
    }
    await refunds.send(null);
    return settled;
  }

  return { reconcile };
}
