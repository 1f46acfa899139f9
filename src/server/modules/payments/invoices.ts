import type { AppContext } from '#server/context.ts';
import type { Db } from '#server/db/database.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';
import type { SessionUser } from '#server/lib/session-user.ts';
import { renderStoredPdf } from './invoice-pdf';
import { financialYear, invoiceNumber } from './invoice-number';
import { createPaymentsRepository } from './repository';

/** Tax invoices: numbered inside a fulfilment's transaction, rendered as a PDF at the first download. */
export function createInvoices(ctx: AppContext) {
  const repo = createPaymentsRepository(ctx.db);
  const cfg = ctx.config.payments;

  /** The next number of the financial year, for a paid order, in the fulfilment's transaction. */
  async function issue(trx: Db, order: { id: number; userId: number | null }, at: Date): Promise<void> {
    const r = createPaymentsRepository(trx);
    const fy = financialYear(at);
    const seq = await r.nextInvoiceNumber(fy);
    await r.insertInvoice({
      orderId: order.id,
      userId: order.userId,
      number: invoiceNumber(cfg.invoicePrefix, fy, seq),
      financialYear: fy,
      sequence: seq,
      at,
      seller: cfg.seller,
    });
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
    const pdf = await renderStoredPdf(
      inv,
      inv.kind === 'credits'
        ? `Khabar prepaid credits: ${inv.credits} credits at INR 1.00`
        : `Khabar membership: ${inv.days} days at INR 5.00 a day`,
    );
    await repo.storePdf(Number(inv.id), pdf, ctx.now());
    return { number: inv.number, pdf };
  }

  return { issue, invoice };
}
export type Invoices = ReturnType<typeof createInvoices>;
