import { sql, type Insertable } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { ORDER_PARTY_COLUMNS } from './invoice-pdf';
import type { InvoiceSeller, OrderTable, RefundStatus } from '#server/db/schema.ts';

/**
 * The next number of a financial year's series (tax invoices, credit notes): one row a year,
 * taken and incremented under its row lock, so numbers are consecutive and none is given twice.
 * In the caller's transaction: a number the fulfilment rolls back is not used.
 */
export async function nextInSeries(
  db: Db,
  series: 'invoice_sequences' | 'credit_note_sequences',
  financialYear: string,
): Promise<number> {
  const { rows } = await sql<{ last_number: number }>`
    INSERT INTO ${sql.table(series)} AS s (financial_year, last_number) VALUES (${financialYear}, 1)
    ON CONFLICT (financial_year) DO UPDATE SET last_number = s.last_number + 1
    RETURNING last_number`.execute(db);
  return rows[0]!.last_number;
}

/** Orders, payments, webhook events and invoices. Pass a transaction as `db` to join it. */
export function createPaymentsRepository(db: Db) {
  return {
    async insertOrder(o: Insertable<OrderTable>) {
      return db.insertInto('orders').values(o).returningAll().executeTakeFirstOrThrow();
    },

    /** The order, locked until the transaction ends: fulfilments of one order queue here. */
    async lockOrder(providerOrderId: string) {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('provider_order_id', '=', providerOrderId)
        .forUpdate()
        .executeTakeFirst();
    },

    async order(providerOrderId: string) {
      return db.selectFrom('orders').selectAll().where('provider_order_id', '=', providerOrderId).executeTakeFirst();
    },

    async orderById(id: number) {
      return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async settle(
      id: number,
      s: { status: 'paid' | 'failed' | 'refunded'; paymentId: string | null; note: string | null; at: Date },
    ) {
      await db
        .updateTable('orders')
        .set({ status: s.status, provider_payment_id: s.paymentId, note: s.note, settled_at: s.at })
        .where('id', '=', id)
        .execute();
    },

    async recordPayment(p: {
      orderId: number;
      paymentId: string;
      status: string;
      amount: number;
      source: string;
      at: Date;
    }) {
      await db
        .insertInto('payments')
        .values({
          order_id: p.orderId,
          provider_payment_id: p.paymentId,
          status: p.status,
          amount_paise: p.amount,
          source: p.source,
          created_at: p.at,
        })
        .onConflict((oc) => oc.column('provider_payment_id').doUpdateSet({ status: p.status }))
        .execute();
    },

    /** True the first time an event id is seen; false for a repeated delivery. */
    async firstDelivery(eventId: string, event: string, at: Date): Promise<boolean> {
      const row = await db
        .insertInto('webhook_events')
        .values({ event_id: eventId, event, received_at: at })
        .onConflict((oc) => oc.column('event_id').doNothing())
        .returning('event_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Credits of the user's credit orders still being paid (created since `since`). */
    async pendingCredits(userId: number, since: Date): Promise<number> {
      const row = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('credits'), eb.lit(0)).as('n'))
        .where('user_id', '=', userId)
        .where('kind', '=', 'credits')
        .where('status', '=', 'created')
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Open orders to ask the provider about, oldest first. */
    async openOrders(limit: number) {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('status', '=', 'created')
        .orderBy('created_at')
        .limit(limit)
        .execute();
    },

    /** A refund due for a payment; null when the payment has one already (a replay). */
    async insertRefund(r: { orderId: number; paymentId: string; amount: number; reason: string; at: Date }) {
      return db
        .insertInto('refunds')
        .values({
          order_id: r.orderId,
          provider_payment_id: r.paymentId,
          amount_paise: r.amount,
          reason: r.reason,
          created_at: r.at,
          updated_at: r.at,
        })
        .onConflict((oc) => oc.column('provider_payment_id').doNothing())
        .returning('id')
        .executeTakeFirst();
    },

    /** Refunds the provider has not acknowledged yet (of one order, or all), oldest first. */
    async unsentRefunds(orderId: number | null, limit: number) {
      let q = db
        .selectFrom('refunds as r')
        .innerJoin('orders as o', 'o.id', 'r.order_id')
        .select([
          'r.id',
          'r.provider_payment_id',
          'r.amount_paise',
          'r.reason',
          'o.provider_order_id',
          'o.id as order_id',
        ])
        .where('r.provider_refund_id', 'is', null)
        .orderBy('r.created_at')
        .limit(limit);
      if (orderId !== null) q = q.where('r.order_id', '=', orderId);
      return q.execute();
    },

    async refundsOfOrder(orderId: number) {
      return db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
    },

    /** The provider's answer to a refund; the first answer stands. */
    async refundSent(id: number, providerRefundId: string, status: RefundStatus, at: Date) {
      await db
        .updateTable('refunds')
        .set((eb) => ({
          provider_refund_id: providerRefundId,
          status,
          attempts: eb('attempts', '+', 1),
          updated_at: at,
        }))
        .where('id', '=', id)
        .where('provider_refund_id', 'is', null)
        .execute();
    },

    async refundAttempted(id: number, at: Date) {
      await db
        .updateTable('refunds')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), updated_at: at }))
        .where('id', '=', id)
        .execute();
    },

    /** A refund's later state, from the provider's webhook. */
    async refundStatus(providerRefundId: string, status: RefundStatus, at: Date) {
      await db
        .updateTable('refunds')
        .set({ status, updated_at: at })
        .where('provider_refund_id', '=', providerRefundId)
        .execute();
    },

    /** The next number of a financial year's invoice sequence, in the caller's transaction. */
    nextInvoiceNumber: (financialYear: string) => nextInSeries(db, 'invoice_sequences', financialYear),

    async insertInvoice(i: {
      orderId: number;
      userId: number | null;
      number: string;
      financialYear: string;
      sequence: number;
      at: Date;
      seller: InvoiceSeller;
    }) {
      await db
        .insertInto('invoices')
        .values({
          order_id: i.orderId,
          user_id: i.userId,
          number: i.number,
          financial_year: i.financialYear,
          sequence: i.sequence,
          issued_at: i.at,
          seller: JSON.stringify(i.seller),
        })
        .onConflict((oc) => oc.column('order_id').doNothing())
        .execute();
    },

    async invoiceForOrder(orderId: number) {
      return db
        .selectFrom('invoices as i')
        .innerJoin('orders as o', 'o.id', 'i.order_id')
        .select([
          'i.id',
          'i.number',
          'i.issued_at',
          'i.seller',
          'i.pdf',
          'i.user_id',
          'o.id as order_id',
          'o.kind',
          'o.credits',
          'o.days',
          'o.taxable_paise',
          'o.cgst_paise',
          'o.sgst_paise',
          'o.igst_paise',
          'o.total_paise',
          ...ORDER_PARTY_COLUMNS,
          'o.provider_payment_id',
        ])
        .where('i.order_id', '=', orderId)
        .executeTakeFirst();
    },

    async storePdf(invoiceId: number, pdf: Buffer, at: Date) {
      await db.updateTable('invoices').set({ pdf, rendered_at: at }).where('id', '=', invoiceId).execute();
    },

    /**
     * The transaction history: the user's orders (credit purchases and memberships by card)
     * and the ledger's spends (memberships bought with credits), newest first.
     */
    async history(userId: number, page: number, size: number) {
      const { rows } = await sql<{
        id: number;
        kind: string;
        credits: number;
        days: number | null;
        total_paise: number;
        delta: number;
        provider_order_id: string | null;
        provider_payment_id: string | null;
        status: string;
        at: Date;
        invoice_number: string | null;
        order_id: number | null;
        reason: string | null;
        refund_paise: number | null;
        refund_reason: string | null;
        refund_status: string | null;
        credit_note_number: string | null;
      }>`
        SELECT * FROM (
          SELECT o.id, o.kind, o.credits, o.days, o.total_paise,
                 COALESCE(c.delta, 0) AS delta,
                 o.provider_order_id, o.provider_payment_id, o.status, o.created_at AS at,
                 i.number AS invoice_number, o.id AS order_id, NULL::text AS reason,
                 f.amount_paise AS refund_paise, f.reason AS refund_reason, f.status AS refund_status,
                 (SELECT string_agg(number, ', ' ORDER BY id) FROM credit_notes WHERE order_id = o.id) AS credit_note_number
            FROM orders o LEFT JOIN invoices i ON i.order_id = o.id
            LEFT JOIN credit_ledger c ON c.idempotency_key = 'order:' || o.id
            LEFT JOIN LATERAL (
              SELECT sum(amount_paise)::integer AS amount_paise, string_agg(reason, ' ' ORDER BY id) AS reason,
                     CASE WHEN bool_and(status = 'processed') THEN 'processed'
                          WHEN bool_or(status = 'failed') THEN 'failed' ELSE 'pending' END AS status
                FROM refunds WHERE order_id = o.id HAVING count(*) > 0) f ON true
           WHERE o.user_id = ${userId}
          UNION ALL
          SELECT l.id, 'spend', 0, NULL, 0, l.delta, NULL, NULL, 'paid', l.created_at, NULL, NULL, l.reason,
                 NULL, NULL, NULL, NULL
            FROM credit_ledger l
           WHERE l.user_id = ${userId} AND l.order_id IS NULL AND l.delta < 0
        ) t
        ORDER BY at DESC, id DESC
        LIMIT ${size} OFFSET ${page * size}`.execute(db);
      const count = await sql<{ n: number }>`
        SELECT (SELECT count(*) FROM orders WHERE user_id = ${userId})
             + (SELECT count(*) FROM credit_ledger WHERE user_id = ${userId} AND order_id IS NULL AND delta < 0) AS n`.execute(
        db,
      );
      return { rows, total: Number(count.rows[0]?.n ?? 0) };
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
