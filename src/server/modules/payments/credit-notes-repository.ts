import type { Db } from '#server/db/database.ts';
import { ORDER_PARTY_COLUMNS } from './invoice-pdf';
import { nextInSeries } from './repository';

/** Credit notes and their own number series. Pass a transaction as `db` to join it. */
export function createCreditNotesRepository(db: Db) {
  return {
    /** The next number of a financial year's credit-note series, in the caller's transaction. */
    nextNumber: (financialYear: string) => nextInSeries(db, 'credit_note_sequences', financialYear),

    /** The invoice a credit note of this order refers to. */
    invoiceOf: (orderId: number) =>
      db.selectFrom('invoices').select(['id', 'user_id']).where('order_id', '=', orderId).executeTakeFirst(),

    async insert(n: {
      orderId: number;
      invoiceId: number;
      refundId: number;
      userId: number | null;
      number: string;
      financialYear: string;
      sequence: number;
      at: Date;
      credits: number;
      taxablePaise: number;
      cgstPaise: number;
      sgstPaise: number;
      igstPaise: number;
      totalPaise: number;
    }) {
      await db
        .insertInto('credit_notes')
        .values({
          order_id: n.orderId,
          invoice_id: n.invoiceId,
          refund_id: n.refundId,
          user_id: n.userId,
          number: n.number,
          financial_year: n.financialYear,
          sequence: n.sequence,
          issued_at: n.at,
          credits: n.credits,
          taxable_paise: n.taxablePaise,
          cgst_paise: n.cgstPaise,
          sgst_paise: n.sgstPaise,
          igst_paise: n.igstPaise,
          total_paise: n.totalPaise,
        })
        .onConflict((oc) => oc.column('refund_id').doNothing())
        .execute();
    },

    /** The order's owner, whether the order exists at all (null: no such order). */
    orderOwner: (orderId: number) =>
      db.selectFrom('orders').select('user_id').where('id', '=', orderId).executeTakeFirst(),

    /** An order's credit note with what its PDF shows: the invoice it refers to, the buyer, the refund. */
    forOrder: (orderId: number) =>
      db
        .selectFrom('credit_notes as n')
        .innerJoin('invoices as i', 'i.id', 'n.invoice_id')
        .innerJoin('orders as o', 'o.id', 'n.order_id')
        .innerJoin('refunds as r', 'r.id', 'n.refund_id')
        .select([
          'n.id',
          'n.number',
          'n.issued_at',
          'n.credits',
          'n.taxable_paise',
          'n.cgst_paise',
          'n.sgst_paise',
          'n.igst_paise',
          'n.total_paise',
          'n.pdf',
          'i.number as invoice_number',
          'i.issued_at as invoice_issued_at',
          'i.seller',
          ...ORDER_PARTY_COLUMNS,
          'r.provider_payment_id',
          'r.reason',
        ])
        .where('n.order_id', '=', orderId)
        .orderBy('n.id')
        .executeTakeFirst(),

    async storePdf(id: number, pdf: Buffer, at: Date) {
      await db.updateTable('credit_notes').set({ pdf, rendered_at: at }).where('id', '=', id).execute();
    },
  };
}
