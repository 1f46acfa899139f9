import type { Db } from '#server/db/database.ts';
import type { ProviderOrder, ProviderPayment } from '../types';

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
  const toPayment = (r: {
    id: string;
    order_id: string;
    amount: number;
    status: string;
    method: string;
    email: string | null;
    contact: string | null;
    error_description: string | null;
    created_at: Date;
  }): ProviderPayment => ({
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
  };
  return repo;
}
export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
