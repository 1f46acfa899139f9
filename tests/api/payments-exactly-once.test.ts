import { describe, expect, it, vi } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { membershipCreditsShort, paymentSuccess } from '#shared/messages.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { DbHandle } from '#server/db/database.ts';
import { testApp } from '../helpers/app';
import { signIn } from '../helpers/accounts';
import { databaseTargets, freshDatabase } from '../helpers/databases';
import { capturedWebhook, client, moneySuite } from '../helpers/payments';

const ledgerOf = async (h: DbHandle, userId: number) => {
  const entries = await h.db.selectFrom('credit_ledger').select(['delta']).where('user_id', '=', userId).execute();
  const balance = await h.db
    .selectFrom('credit_balances')
    .select('credits')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { entries: entries.length, sum: entries.reduce((n, e) => n + e.delta, 0), balance: balance?.credits ?? 0 };
};

describe.each(await databaseTargets())('exactly-once fulfilment ($name)', (target) => {
  const suite = moneySuite(target, 'once');

  it('credits once under 50 concurrent confirmations and 50 webhooks of one payment', async () => {
    const u = await signIn(suite.t.app, `race-${target.name}@example.com`);
    const c = client(suite.t.app, u);
    const orderId = (await c.order(700)).json().razorpayOrderId as string;
    const paid = (await c.pay(orderId)).json();
    const payment = { id: paid.razorpay_payment_id, orderId, amount: 82_600 };
    // Every third delivery repeats an earlier event id, as Razorpay's retries do.
    const webhook = (i: number) =>
      capturedWebhook(
        suite.t.app,
        payment,
        i % 2 ? 'payment.captured' : 'order.paid',
        `evt_Race${String(i % 3 === 0 ? 0 : i).padStart(10, '0')}`,
      );
    const calls = [
      ...Array.from({ length: 50 }, () => c.confirm(paid)),
      ...Array.from({ length: 50 }, (_, i) => webhook(i)),
    ];
    const results = await Promise.all(calls);
    expect(results.map((r) => r.statusCode)).toEqual(Array(100).fill(200));
    for (const r of results.slice(0, 50))
      expect(r.json().listObject[0].message).toBe(paymentSuccess(paid.razorpay_payment_id));
    expect(await ledgerOf(suite.t.handle, u.user.userId)).toEqual({ entries: 1, sum: 700, balance: 700 });
    const order = await suite.t.handle.db
      .selectFrom('orders')
      .selectAll()
      .where('provider_order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('paid');
    expect(
      await suite.t.handle.db.selectFrom('invoices').select('number').where('order_id', '=', order.id).execute(),
    ).toHaveLength(1);
    expect(
      await suite.t.handle.db.selectFrom('payments').select('id').where('order_id', '=', order.id).execute(),
    ).toHaveLength(1);
  });

  it('never overspends under 50 concurrent membership purchases with credits for one', async () => {
    const u = await signIn(suite.t.app, `spend-${target.name}@example.com`);
    const c = client(suite.t.app, u);
    const orderId = (await c.order(100)).json().razorpayOrderId as string;
    await c.confirm((await c.pay(orderId)).json());
    expect(await c.balance()).toBe(100);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => c.call('POST', API.membership.add, { noOfDays: 20 })),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(49);
    for (const r of refused) expect(r.json().message).toBe(membershipCreditsShort(0, 5, 0));
    expect(await ledgerOf(suite.t.handle, u.user.userId)).toEqual({ entries: 2, sum: 0, balance: 0 });
    expect(await c.days()).toBe(20);
  });

  it('replays a membership purchase with the same Idempotency-Key once', async () => {
    const u = await signIn(suite.t.app, `idem-${target.name}@example.com`);
    const c = client(suite.t.app, u);
    await c.confirm((await c.pay((await c.order(200)).json().razorpayOrderId)).json());
    const key = { 'idempotency-key': 'membership-attempt-0001' };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => c.call('POST', API.membership.add, { noOfDays: 10 }, key)),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await c.balance()).toBe(150);
    expect(await c.days()).toBe(10);
  });

  it('keeps the balance within 0..1500 by database constraint, whatever the code does', async () => {
    const u = await signIn(suite.t.app, `check-${target.name}@example.com`);
    const add = (delta: number, key: string) =>
      suite.t.handle.db
        .insertInto('credit_ledger')
        .values({ user_id: u.user.userId, delta, reason: 'direct', idempotency_key: key })
        .execute();
    await expect(add(-1, 'neg')).rejects.toThrow();
    await add(1500, 'full');
    await expect(add(1, 'over')).rejects.toThrow();
    await expect(add(10, 'full')).rejects.toThrow(); // a used idempotency key
    await expect(
      suite.t.handle.db.updateTable('credit_ledger').set({ delta: 1 }).where('user_id', '=', u.user.userId).execute(),
    ).rejects.toThrow(/append-only/);
    expect(await ledgerOf(suite.t.handle, u.user.userId)).toEqual({ entries: 1, sum: 1500, balance: 1500 });
  });
});

describe.each(await databaseTargets())('a server killed between capture and confirmation ($name)', (target) => {
  const env = (extra: Record<string, string>) =>
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIR: './no-client-build', INGEST: 'off', ...extra });

  it('is settled by the webhook when the browser never confirms', async () => {
    const t = await testApp(target, { PAYMENTS_RECONCILE_SECONDS: '0' });
    try {
      const u = await signIn(t.app, `hook-${target.name}@example.com`);
      const c = client(t.app, u);
      const orderId = (await c.order(250)).json().razorpayOrderId as string;
      expect((await c.pay(orderId)).statusCode).toBe(200);
      expect(await c.balance()).toBe(250);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('is settled once by the reconciliation at the next start when no webhook arrived', async () => {
    const handle = await freshDatabase(target);
    try {
      const first = await buildApp(env({ PAYMENTS_SANDBOX_WEBHOOKS: 'false', PAYMENTS_RECONCILE_SECONDS: '0' }), {
        db: handle,
      });
      await first.ready();
      const u = await signIn(first, `killed-${target.name}@example.com`);
      const c1 = client(first, u);
      const orderId = (await c1.order(400)).json().razorpayOrderId as string;
      const paid = (await c1.pay(orderId)).json();
      expect(await c1.balance()).toBe(0);
      await first.close(); // the server dies before the browser's confirmation arrives

      const second = await buildApp(env({ PAYMENTS_SANDBOX_WEBHOOKS: 'false', PAYMENTS_RECONCILE_SECONDS: '3600' }), {
        db: handle,
      });
      await second.ready();
      try {
        const c2 = client(second, u);
        await vi.waitFor(async () => expect(await c2.balance()).toBe(400), { timeout: 10_000, interval: 50 });
        // The browser's late confirmation is answered as a success and credits nothing more.
        const late = await c2.confirm(paid);
        expect(late.statusCode).toBe(200);
        expect(await c2.balance()).toBe(400);
        expect(await ledgerOf(handle, u.user.userId)).toEqual({ entries: 1, sum: 400, balance: 400 });
        const pay = await handle.db.selectFrom('payments').select('source').execute();
        expect(pay).toEqual([{ source: 'reconciliation' }]);
      } finally {
        await second.close();
      }
    } finally {
      await handle.close();
    }
  }, 120_000);
});
