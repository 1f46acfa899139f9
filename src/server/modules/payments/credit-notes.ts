import type { AppContext } from '#server/context.ts';
import type { Db } from '#server/db/database.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';
import type { SessionUser } from '#server/lib/session-user.ts';
import { computeTax } from '#shared/gst.ts';
import { createCreditNotesRepository } from './credit-notes-repository';
import { renderStoredPdf } from './invoice-pdf';
import { creditNoteNumber, financialYear } from './invoice-number';

/**
 * Credit notes: a paid order refunded in part (a card membership whose days past the limit the
 * credit cap could not hold) keeps its tax invoice for the whole payment, and gets a credit note
 * for the refunded part: numbered in a series of its own, referring to the invoice, with the
 * refunded amount's taxable value and GST split as the invoice splits it. Issued in the
 * fulfilment's transaction, after the invoice; rendered as a PDF at the first download.
 */
export function createCreditNotes(ctx: AppContext) {
  const repo = createCreditNotesRepository(ctx.db);
  const cfg = ctx.config.payments;

  /** The credit note of a refund of `credits` credits' worth, in the fulfilment's transaction. */
  async function issue(
    trx: Db,
    n: { orderId: number; refundId: number; credits: number; placeOfSupply: number; at: Date },
  ): Promise<void> {
    const r = createCreditNotesRepository(trx);
    const invoice = await r.invoiceOf(n.orderId);
    if (!invoice) throw new Error(`order ${n.orderId}: a credit note needs the order's tax invoice first`);
    const tax = computeTax(n.credits, n.placeOfSupply, cfg.seller.stateCode);
    const fy = financialYear(n.at);
    const seq = await r.nextNumber(fy);
    await r.insert({
      orderId: n.orderId,
      invoiceId: Number(invoice.id),
      refundId: n.refundId,
      userId: invoice.user_id === null ? null : Number(invoice.user_id),
      number: creditNoteNumber(cfg.invoicePrefix, fy, seq),
      financialYear: fy,
      sequence: seq,
      at: n.at,
      credits: n.credits,
      taxablePaise: tax.taxablePaise,
      cgstPaise: tax.cgstPaise,
      sgstPaise: tax.sgstPaise,
      igstPaise: tax.igstPaise,
      totalPaise: tax.totalPaise,
    });
  }

  /** The credit note PDF of an order; only the order's owner or an admin. */
  async function creditNote(user: SessionUser, orderId: number): Promise<{ number: string; pdf: Buffer }> {
    const order = await repo.orderOwner(orderId);
    if (!order) throw notFound('No such order.');
    if (user.role !== 'admin' && (order.user_id === null || Number(order.user_id) !== user.id)) throw forbidden();
    const note = await repo.forOrder(orderId);
    if (!note) throw notFound('No credit note for this order.');
    if (note.pdf) return { number: note.number, pdf: note.pdf };
    const pdf = await renderStoredPdf(
      note,
      `Refund of Khabar membership paid by card: ${note.credits} credits' worth at INR 1.00`,
      { invoiceNumber: note.invoice_number, invoiceDate: note.invoice_issued_at, reason: note.reason },
    );
    await repo.storePdf(Number(note.id), pdf, ctx.now());
    return { number: note.number, pdf };
  }

  return { issue, creditNote };
}
export type CreditNotes = ReturnType<typeof createCreditNotes>;
