import type { AppContext } from '#server/context.ts';
import type { PaymentProvider } from '#server/providers/payments/index.ts';
import type { BalancesService } from '../balances/service';
import { createCreditNotes } from './credit-notes';
import { createFulfilment } from './fulfilment';
import { createInvoices } from './invoices';
import { createOrders } from './orders';
import { createReconciliation } from './reconciliation';
import { createRefunds } from './refunds';

/**
 * Card payments, by responsibility: orders (`orders.ts`), their fulfilment from a
 * confirmation or a webhook (`fulfilment.ts`), the reconciliation of orders left open
 * (`reconciliation.ts`), refunds of payments that could not be fulfilled (`refunds.ts`), tax
 * invoices (`invoices.ts`) and credit notes for a part refunded (`credit-notes.ts`).
 */
export function createPaymentsService(ctx: AppContext, provider: PaymentProvider, balances: BalancesService) {
  const orders = createOrders(ctx, provider, balances);
  const invoices = createInvoices(ctx);
  const refunds = createRefunds(ctx, provider);
  const creditNotes = createCreditNotes(ctx);
  const fulfilment = createFulfilment(ctx, balances, invoices, refunds, creditNotes);
  const reconciliation = createReconciliation(ctx, provider, fulfilment, refunds);
  return {
    provider,
    orderOwner: orders.orderOwner,
    createCreditOrder: orders.createCreditOrder,
    createMembershipOrder: orders.createMembershipOrder,
    history: orders.history,
    confirm: fulfilment.confirm,
    webhook: fulfilment.webhook,
    reconcile: reconciliation.reconcile,
    invoice: invoices.invoice,
    creditNote: creditNotes.creditNote,
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
