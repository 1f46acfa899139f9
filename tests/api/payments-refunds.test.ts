import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { computeTax } from '#shared/gst.ts';
import { creditCapExceeded, paymentRefunded, paymentSuccess, refundPastCreditCap } from '#shared/messages.ts';
import { paymentResultSchema, transactionListSchema } from '#shared/schemas/payments.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { signIn } from '../helpers/accounts';
import { databaseTargets, freshDatabase } from '../helpers/databases';
import { capturedWebhook, client, moneySuite, type PayResponse } from '../helpers/payments';
import { startRazorpayServer } from '../helpers/razorpay-server';

// The 1,500-credit cap holds however tabs race: an order is accepted under the account's lock,
// counting the orders still being paid, and a payment the account can no longer take when it
// lands is refunded through the provider's Refunds API, once, with the buyer told why and how much.

const REFUND_1000 = computeTax(1000, 19).totalPaise;
const RESERVE_PASSED = 16 * 60_000;

describe.each(await databaseTargets())('the credit cap between racing tabs ($name)', (target) => {
  const suite = moneySuite(target, 'race');
  const buyer = () => suite.buyer();
  const ordersOf = (userId: number) =>
    suite.t.handle.db
      .selectFrom('orders')
      .select(['id', 'provider_order_id', 'status', 'credits'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  const sandboxRefunds = (paymentId: string) =>
    suite.t.handle.db.selectFrom('sandbox_refunds').selectAll().where('payment_id', '=', paymentId).execute();
  const webhook = (p: PayResponse, amount: number, i: number) =>
    capturedWebhook(
      suite.t.app,
      { id: p.razorpay_payment_id, orderId: p.razorpay_order_id, amount },
      i % 2 ? 'payment.captured' : 'order.paid',
      `evt_${p.razorpay_payment_id.slice(4)}${i}`,
    );

  it('accepts one of two tabs ordering 1,000 credits at once, and one of ten', async () => {
    for (const tabs of [2, 10]) {
      const { u, c } = await buyer();
      const answers = await Promise.all(Array.from({ length: tabs }, () => c.order(1000)));
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, ...Array<number>(tabs - 1).fill(409)]);
      for (const a of answers.filter((x) => x.statusCode === 409))
        expect(a.json().message).toBe(creditCapExceeded(1500, 500));
      expect(await ordersOf(u.user.userId)).toHaveLength(1);
    }
  });

  it('fills the cap exactly when ten tabs order 200 credits each at once', async () => {
    const { u, c } = await buyer();
    const answers = await Promise.all(Array.from({ length: 10 }, () => c.order(200)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(7);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(3);
    const orders = await ordersOf(u.user.userId);
    expect(orders.reduce((s, o) => s + o.credits, 0)).toBe(1400);
  });

  it('refunds a paid order the cap can no longer take: the buyer is told, no tax invoice, once however replayed', async () => {
    const { u, c } = await buyer();
    const first = (await c.order(1000)).json().razorpayOrderId as string;
    suite.t.clock.now = new Date(suite.t.clock.now.getTime() + RESERVE_PASSED); // the first order's reservation lapses
    const second = (await c.order(1000)).json().razorpayOrderId as string;
    expect(second).toBeTruthy();
    const paidFirst = (await c.pay(first)).json() as PayResponse;
    const paidSecond = (await c.pay(second)).json() as PayResponse;
    expect((await c.confirm(paidFirst)).json().listObject[0].message).toBe(
      paymentSuccess(paidFirst.razorpay_payment_id),
    );
    const answer = await c.confirm(paidSecond);
    expect(answer.statusCode, answer.body).toBe(200);
    const reason = refundPastCreditCap(1500, 1000);
    const told = paymentResultSchema.parse(answer.json()).listObject[0]!;
    expect(told).toEqual({
      message: paymentRefunded(paidSecond.razorpay_payment_id, '1180.00', reason),
      paymentId: paidSecond.razorpay_payment_id,
      orderId: second,
      status: 'refunded',
      refund: { amountPaise: REFUND_1000, reason, status: 'processed' },
    });
    expect(await c.balance()).toBe(1000);
    // Replayed: the confirmation, then both webhooks; the same answer, one refund at the provider.
    const again = await Promise.all([
      c.confirm(paidSecond),
      webhook(paidSecond, REFUND_1000, 0),
      webhook(paidSecond, REFUND_1000, 1),
    ]);
    expect(again.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(again[0]!.json().listObject[0]).toEqual(told);
    const atProvider = await sandboxRefunds(paidSecond.razorpay_payment_id);
    expect(atProvider.map((r) => [r.amount, r.idempotency_key])).toEqual([
      [REFUND_1000, `refund-${paidSecond.razorpay_payment_id}`],
    ]);
    expect(await c.balance()).toBe(1000);
    // No tax invoice for money refunded; the history shows the refund with its reason.
    const [o1, o2] = await ordersOf(u.user.userId);
    expect([o1!.status, o2!.status]).toEqual(['paid', 'refunded']);
    const invoices = await suite.t.handle.db
      .selectFrom('invoices')
      .select('order_id')
      .where('user_id', '=', u.user.userId)
      .execute();
    expect(invoices.map((i) => Number(i.order_id))).toEqual([Number(o1!.id)]);
    expect((await c.call('GET', `${API.payment.invoice}/${o2!.id}`)).statusCode).toBe(404);
    // Nor a credit note: a credit note reduces an invoice, and there is none.
    expect(
      await suite.t.handle.db.selectFrom('credit_notes').select('id').where('order_id', '=', o2!.id).execute(),
    ).toEqual([]);
    expect((await c.call('GET', `${API.payment.invoice}/${o2!.id}/credit-note`)).statusCode).toBe(404);
    const history = transactionListSchema.parse((await c.call('GET', API.payment.orders)).json()).listObject;
    expect(
      history.map((h) => [h.razorpayOrderId, h.status, h.creditedAmount, h.invoiceNumber !== null, h.refund]),
    ).toEqual([
      [second, 'refunded', 0, false, { amountPaise: REFUND_1000, reason, status: 'processed' }],
      [first, 'paid', 1000, true, null],
    ]);
  });

  it('credits one of ten paid 1,000-credit orders confirmed at once with their webhooks, and refunds nine, each once', async () => {
    const { u, c } = await buyer();
    const paid: PayResponse[] = [];
    for (let i = 0; i < 10; i++) {
      const order = await c.order(1000);
      expect(order.statusCode, order.body).toBe(200);
      paid.push((await c.pay(order.json().razorpayOrderId as string)).json() as PayResponse);
      suite.t.clock.now = new Date(suite.t.clock.now.getTime() + RESERVE_PASSED);
    }
    const results = await Promise.all(
      paid.flatMap((p) => [c.confirm(p), c.confirm(p), webhook(p, REFUND_1000, 0), webhook(p, REFUND_1000, 1)]),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array<number>(40).fill(200));
    expect(await c.balance()).toBe(1000);
    const orders = await ordersOf(u.user.userId);
    expect(orders.filter((o) => o.status === 'paid')).toHaveLength(1);
    expect(orders.filter((o) => o.status === 'refunded')).toHaveLength(9);
    const refunds = await suite.t.handle.db
      .selectFrom('refunds')
      .select(['provider_payment_id', 'amount_paise', 'status'])
      .where(
        'order_id',
        'in',
        orders.map((o) => o.id),
      )
      .execute();
    expect(refunds).toHaveLength(9);
    for (const r of refunds) {
      expect(r).toMatchObject({ amount_paise: REFUND_1000, status: 'processed' });
      expect(await sandboxRefunds(r.provider_payment_id)).toHaveLength(1);
    }
    const invoices = await suite.t.handle.db
      .selectFrom('invoices')
      .select('id')
      .where('user_id', '=', u.user.userId)
      .execute();
    expect(invoices).toHaveLength(1);
    // Every confirmation of one order says the same thing.
    for (let i = 0; i < 10; i++) expect(results[i * 4]!.json()).toEqual(results[i * 4 + 1]!.json());
  });
});

describe.each(await databaseTargets())('a refund the provider did not take at once ($name)', (target) => {
  const KEYS = { keyId: 'rzp_test_Refunds1234', keySecret: 'rzp-refund-secret', webhookSecret: 'rzp-refund-hook' };
  let razorpay: Awaited<ReturnType<typeof startRazorpayServer>>;
  beforeAll(async () => {
    razorpay = await startRazorpayServer(KEYS);
  });
  afterAll(() => razorpay.close());
  const env = (reconcileSeconds: string) =>
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      CLIENT_DIR: './no-client-build',
      INGEST: 'off',
      PAYMENTS_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: KEYS.keyId,
      RAZORPAY_KEY_SECRET: KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
      RAZORPAY_API_URL: razorpay.apiUrl,
      PAYMENTS_RECONCILE_SECONDS: reconcileSeconds,
    });

  for (const fault of ['down', 'lost-answer'] as const) {
    it(`is sent once by the reconciliation after a restart (${fault === 'down' ? 'refunds refused' : 'the answer lost'})`, async () => {
      const handle = await freshDatabase(target);
      const clock = { now: new Date() };
      const now = () => clock.now;
      try {
        const first = await buildApp(env('0'), { db: handle, now });
        await first.ready();
        const u = await signIn(first, `refund-${fault}-${target.name}@example.com`);
        const c1 = client(first, u);
        const a = (await c1.order(1000)).json().razorpayOrderId as string;
        clock.now = new Date(clock.now.getTime() + RESERVE_PASSED);
        const b = (await c1.order(1000)).json().razorpayOrderId as string;
        await c1.confirm(razorpay.capture(a).checkout);
        razorpay.faults.refund = fault;
        const captured = razorpay.capture(b).checkout;
        const answer = (await c1.confirm(captured)).json().listObject[0];
        // The buyer is told the money goes back; the provider has not acknowledged it yet.
        expect(answer).toMatchObject({ status: 'refunded', refund: { amountPaise: REFUND_1000, status: 'pending' } });
        expect(razorpay.refunds.filter((r) => r.payment_id === captured.razorpay_payment_id)).toHaveLength(
          fault === 'lost-answer' ? 1 : 0,
        );
        await first.close(); // the server dies with the refund unsent
        razorpay.faults.refund = null;

        const second = await buildApp(env('3600'), { db: handle, now });
        await second.ready();
        try {
          const refund = () =>
            handle.db
              .selectFrom('refunds')
              .selectAll()
              .where('provider_payment_id', '=', captured.razorpay_payment_id)
              .executeTakeFirstOrThrow();
          await vi.waitFor(async () => expect((await refund()).provider_refund_id).not.toBeNull(), {
            timeout: 10_000,
            interval: 50,
          });
          const atProvider = razorpay.refunds.filter((r) => r.payment_id === captured.razorpay_payment_id);
          expect(atProvider.map((r) => r.amount)).toEqual([REFUND_1000]);
          expect(await refund()).toMatchObject({ provider_refund_id: atProvider[0]!.id, status: 'processed' });
          // A late replay of the confirmation refunds nothing more.
          const c2 = client(second, u);
          expect((await c2.confirm(captured)).json().listObject[0].refund.status).toBe('processed');
          expect(razorpay.refunds.filter((r) => r.payment_id === captured.razorpay_payment_id)).toHaveLength(1);
          expect(await c2.balance()).toBe(1000);
        } finally {
          await second.close();
        }
      } finally {
        razorpay.faults.refund = null;
        await handle.close();
      }
    }, 120_000);
  }
});
