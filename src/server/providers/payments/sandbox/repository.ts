import type { Selectable } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { SandboxPaymentTable } from '#server/db/schema.ts';
import {
  ProviderError,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
  type RefundInput,
} from '../types';

/** The sandbox provider's own books, kept in our database so they outlive a restart. */
export function createSandboxRepository(db: Db) {
  const toOrder = (
    r: {
      id: string;
      amount: number;
      currency: string;
      receipt: string | null;
      notes: Record<string, string>;
      status: string;
      created_at: Date;
    },
    paid: number,
    attempts: number,
  ): ProviderOrder => ({
    id: r.id,
    entity: 'order',
    amount: r.amount,
    amount_paid: paid,
    amount_due: r.amount - paid,
    currency: r.currency,
    receipt: r.receipt,
    status: r.status as ProviderOrder['status'],
    attempts,
    notes: r.notes,
    created_at: Math.floor(r.created_at.getTime() / 1000),
  });
  const toPayment = (r: Selectable<SandboxPaymentTable>): ProviderPayment => ({
    id: r.id,
    entity: 'payment',
    order_id: r.order_id,
    amount: r.amount,
    currency: 'INR',
    status: r.status as ProviderPayment['status'],
    method: r.method,
    email: r.email,
    contact: r.contact,
    error_description: r.error_description,
    created_at: Math.floor(r.created_at.getTime() / 1000),
  });

  const repo = {
    async insertOrder(o: {
      id: string;
      amount: number;
      receipt: string | null;
      notes: Record<string, string>;
      now: Date;
    }): Promise<ProviderOrder> {
      const row = await db
        .insertInto('sandbox_orders')
        .values({
          id: o.id,
          amount: o.amount,
          currency: 'INR',
          receipt: o.receipt,
          notes: JSON.stringify(o.notes),
          status: 'created',
          created_at: o.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toOrder(row, 0, 0);
    },

    async order(id: string): Promise<ProviderOrder | null> {
      const row = await db.selectFrom('sandbox_orders').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      const payments = await repo.payments(id);
      const paid = payments.filter((p) => p.status === 'captured').reduce((n, p) => n + p.amount, 0);
      return toOrder(row, paid, payments.length);
    },

    async payments(orderId: string): Promise<ProviderPayment[]> {
      const rows = await db
        .selectFrom('sandbox_payments')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('created_at')
        .execute();
      return rows.map(toPayment);
    },

    /** A payment attempt; a captured one marks the order paid (once: a paid order refuses more). */
    async insertPayment(p: {
      id: string;
      orderId: string;
      amount: number;
      status: 'captured' | 'failed';
      email: string | null;
      contact: string | null;
      error: string | null;
      now: Date;
    }) {
      return db.transaction().execute(async (trx) => {
        const order = await trx
          .selectFrom('sandbox_orders')
          .selectAll()
          .where('id', '=', p.orderId)
          .forUpdate()
          .executeTakeFirst();
        if (!order) return { kind: 'missing' as const };
        if (order.status === 'paid') return { kind: 'paid' as const };
        await trx
          .insertInto('sandbox_payments')
          .values({
            id: p.id,
            order_id: p.orderId,
            amount: p.amount,
            status: p.status,
            method: 'card',
            email: p.email,
            contact: p.contact,
            error_description: p.error,
            created_at: p.now,
          })
          .execute();
        const status = p.status === 'captured' ? 'paid' : 'attempted';
        const updated = await trx
          .updateTable('sandbox_orders')
          .set({ status })
          .where('id', '=', p.orderId)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { kind: 'ok' as const, order: toOrder(updated, p.status === 'captured' ? p.amount : 0, 1) };
      });
    },

    /**
     * A refund as Razorpay makes one: of a captured payment, never past what was paid, and the
     * same refund again for a repeated idempotency key (a different body with it is refused).
     */
    async refund(paymentId: string, input: RefundInput, id: string, now: Date): Promise<ProviderRefund> {
      return db.transaction().execute(async (trx) => {
        const payment = await trx
          .selectFrom('sandbox_payments')
          .selectAll()
          .where('id', '=', paymentId)
          .forUpdate()
          .executeTakeFirst();
        if (!payment) throw new ProviderError('The id provided does not exist');
        const toRefund = (r: {
          id: string;
          amount: number;
          receipt: string | null;
          notes: Record<string, string>;
        }) => ({
          id: r.id,
          entity: 'refund' as const,
          amount: r.amount,
          currency: 'INR',
          payment_id: paymentId,
          notes: r.notes,
          receipt: r.receipt,
          status: 'processed' as const,
          speed_requested: 'normal',
          created_at: Math.floor(now.getTime() / 1000),
        });
        const same = await trx
          .selectFrom('sandbox_refunds')
          .selectAll()
          .where('idempotency_key', '=', input.idempotencyKey)
          .executeTakeFirst();
        if (same) {
          if (same.payment_id !== paymentId || same.amount !== input.amount)
            throw new ProviderError('The request body differs from the first request with this idempotency key');
          return toRefund(same);
        }
        if (payment.status !== 'captured' && payment.status !== 'refunded')
          throw new ProviderError('The payment has not been captured');
        const before = await trx
          .selectFrom('sandbox_refunds')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('n'))
          .where('payment_id', '=', paymentId)
          .executeTakeFirstOrThrow();
        const refunded = Number(before.n) + input.amount;
        if (input.amount < 100 || refunded > payment.amount)
          throw new ProviderError('The refund amount provided is greater than amount captured');
        const row = await trx
          .insertInto('sandbox_refunds')
          .values({
            id,
            payment_id: paymentId,
            amount: input.amount,
            receipt: input.receipt,
            notes: JSON.stringify(input.notes),
            speed: 'normal',
            idempotency_key: input.idempotencyKey,
            status: 'processed',
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (refunded === payment.amount)
          await trx.updateTable('sandbox_payments').set({ status: 'refunded' }).where('id', '=', paymentId).execute();
        return toRefund(row);
      });
    },

    async hasPayment(id: string): Promise<boolean> {
      return (
        (await db.selectFrom('sandbox_payments').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
      );
    },

    async refunds(paymentId: string): Promise<ProviderRefund[]> {
      const rows = await db
        .selectFrom('sandbox_refunds')
        .selectAll()
        .where('payment_id', '=', paymentId)
        .orderBy('created_at')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        entity: 'refund' as const,
        amount: r.amount,
        currency: 'INR',
        payment_id: r.payment_id,
        notes: r.notes,
        receipt: r.receipt,
        status: r.status as ProviderRefund['status'],
        speed_requested: r.speed,
        created_at: Math.floor(r.created_at.getTime() / 1000),
      }));
    },
  };
  return repo;
}
export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
