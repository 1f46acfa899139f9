import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { creditCapExceeded, MESSAGES, paymentSuccess } from '#shared/messages.ts';
import { orderCreatedSchema, paymentResultSchema, transactionListSchema } from '#shared/schemas/payments.ts';
import { paymentSignature, webhookSignature } from '#server/providers/payments/index.ts';
import { SANDBOX_KEY_ID } from '#server/config.ts';
import { TEST_SANDBOX_SECRETS, testApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/accounts';
import { databaseTargets } from '../helpers/databases';
import { client, creditOrderForm } from '../helpers/payments';

describe.each(await databaseTargets())('credit orders and confirmations ($name)', (target) => {
  let t: TestApp;
  let n = 0;
  const user = async () => {
    n += 1;
    const email = `buyer${n}-${target.name}@example.com`;
    const u = await signIn(t.app, email);
    return { u, c: client(t.app, u), email };
  };
  beforeAll(async () => {
    t = await testApp(target, { PAYMENTS_RECONCILE_SECONDS: '0' });
  });
  afterAll(() => t.close());

  it('creates an order with the figures recomputed on the server: intra-state CGST + SGST, else IGST', async () => {
    const { c } = await user();
    const wb = await c.order(500, 19);
    expect(wb.statusCode, wb.body).toBe(200);
    const created = orderCreatedSchema.parse(wb.json());
    expect(created).toMatchObject({ secretKey: SANDBOX_KEY_ID, applicationFee: 59_000 });
    const row = await t.handle.db
      .selectFrom('orders')
      .selectAll()
      .where('provider_order_id', '=', created.razorpayOrderId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'created',
      kind: 'credits',
      credits: 500,
      taxable_paise: 50_000,
      cgst_paise: 4_500,
      sgst_paise: 4_500,
      igst_paise: 0,
      total_paise: 59_000,
      place_of_supply: 19,
    });
    const ka = await c.order(333, 29);
    const other = await t.handle.db
      .selectFrom('orders')
      .selectAll()
      .where('provider_order_id', '=', ka.json().razorpayOrderId)
      .executeTakeFirstOrThrow();
    expect(other).toMatchObject({
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: 5_994,
      total_paise: 39_294,
      place_of_supply: 29,
    });
  });

  it('answers every validation message of the order form and stores nothing', async () => {
    const { c, email } = await user();
    const post = (body: object) => c.call('POST', API.payment.order, body);
    const base = creditOrderForm(email, 200);
    const cases: [object, number, string][] = [
      [creditOrderForm(email, 99), 400, MESSAGES.creditRange],
      [creditOrderForm(email, 1001), 400, MESSAGES.creditRange],
      [{ ...base, placeOfSupplyCode: 25 }, 400, `placeOfSupplyCode: ${MESSAGES.stateRequired}`],
      [{ ...base, placeOfSupplyCode: undefined }, 400, `placeOfSupplyCode: ${MESSAGES.stateRequired}`],
      [{ ...base, customerName: 'Al' }, 400, 'customerName: Name must be 3 to 20 characters.'],
      [{ ...base, customerName: 'A'.repeat(21) }, 400, 'customerName: Name must be 3 to 20 characters.'],
      [{ ...base, phoneNumber: '98300' }, 400, 'phoneNumber: Phone must be 10 digits.'],
      [{ ...base, email: 'someone.else@example.com' }, 400, "email: must be your account's e-mail"],
      [{ ...base, cgst: 19 }, 400, 'cgst: expected 18.00, got 19.00'],
      [{ ...base, igst: 36 }, 400, 'igst: expected 0.00, got 36.00'],
      [{ ...base, totalAmount: 200 }, 400, 'totalAmount: expected 236.00, got 200.00'],
      [{ ...base, unitPrice: 0.5 }, 400, 'unitPrice: must be 1.00 (1 credit = 1 rupee)'],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(body);
      expect({ status: res.statusCode, message: res.json().message }, JSON.stringify(body)).toEqual({
        status,
        message,
      });
    }
    expect(await t.handle.db.selectFrom('orders').select('id').where('buyer_email', '=', email).execute()).toEqual([]);
  });

  it('keeps the balance within 1,500 credits, counting orders still being paid', async () => {
    const { c } = await user();
    const first = await c.order(1000);
    await c.confirm((await c.pay(first.json().razorpayOrderId)).json());
    expect(await c.balance()).toBe(1000);
    const over = await c.order(600);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(creditCapExceeded(1500, 500));
    expect((await c.order(400)).statusCode).toBe(200);
    // 400 are now being paid: only 100 more may be ordered.
    const next = await c.order(200);
    expect(next.json().message).toBe(creditCapExceeded(1500, 100));
  });

  it("confirms with 'Payment Success. Payment ID: {id}', credits once however often it is replayed", async () => {
    const { c } = await user();
    const o = await c.order(300);
    const paid = (await c.pay(o.json().razorpayOrderId)).json();
    for (let i = 0; i < 3; i++) {
      const res = await c.confirm(paid);
      expect(res.statusCode).toBe(200);
      expect(paymentResultSchema.parse(res.json()).listObject[0]!.message).toBe(
        paymentSuccess(paid.razorpay_payment_id),
      );
    }
    expect(await c.balance()).toBe(300);
    const history = transactionListSchema.parse((await c.call('GET', `${API.payment.orders}?page=0&size=5`)).json());
    expect(history.totalElementCount).toBe(1);
    expect(history.listObject[0]).toMatchObject({
      type: 'CREDIT_PURCHASE',
      status: 'paid',
      creditedAmount: 300,
      totalAmountPaise: 35_400,
      razorpayPaymentId: paid.razorpay_payment_id,
    });
    expect(history.listObject[0]!.invoiceNumber).toMatch(/^KH\/\d{4}\/\d{6}$/);
  });

  it('refuses a forged or mismatched signature with 400 and credits nothing', async () => {
    const { c } = await user();
    const a = (await c.order(100)).json().razorpayOrderId as string;
    const b = (await c.order(100)).json().razorpayOrderId as string;
    const paidB = (await c.pay(b)).json();
    const forged = [
      // Signed with a secret that is not ours.
      { ...paidB, razorpay_signature: paymentSignature(b, paidB.razorpay_payment_id, 'not-the-secret') },
      // B's genuine signature presented for order A: checked against A's stored id, it fails.
      { ...paidB, razorpay_order_id: a },
      // A signature over another payment id.
      { ...paidB, razorpay_payment_id: 'pay_Forged00000000' },
    ];
    for (const f of forged) {
      const res = await c.confirm(f);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('razorpaySignature: does not match this payment');
    }
    // B itself was paid (the sandbox's webhook credited it); A stays unpaid and nothing more is added.
    expect(await c.balance()).toBe(100);
    expect(
      (
        await t.handle.db
          .selectFrom('orders')
          .select('status')
          .where('provider_order_id', '=', a)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('created');
    expect((await c.confirm({ ...paidB, razorpay_signature: 'zz' })).statusCode).toBe(400);
    // Someone else's order cannot be confirmed either.
    const other = await user();
    const stranger = await other.c.confirm(paidB);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('razorpayOrderId: no such order of yours');
    expect(await other.c.balance()).toBe(0);
  });

  it('marks an order failed on payment.failed, and a later captured payment still credits it', async () => {
    const { c } = await user();
    const id = (await c.order(100)).json().razorpayOrderId as string;
    const failed = await c.pay(id, 'fail');
    expect(failed.statusCode).toBe(200);
    expect(failed.json().error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      reason: 'payment_failed',
      metadata: { order_id: id },
    });
    expect(
      (
        await t.handle.db
          .selectFrom('orders')
          .select('status')
          .where('provider_order_id', '=', id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('failed');
    expect(await c.balance()).toBe(0);
    const retry = (await c.pay(id)).json();
    expect((await c.confirm(retry)).statusCode).toBe(200);
    expect(await c.balance()).toBe(100);
  });

  it('takes webhooks only with a valid signature over the raw body, once per event id', async () => {
    const { c } = await user();
    const id = (await c.order(100)).json().razorpayOrderId as string;
    // The sandbox captured it without telling us (as if its webhooks were lost).
    const payment = {
      id: 'pay_WebhookTest001',
      entity: 'payment',
      order_id: id,
      amount: 11_800,
      currency: 'INR',
      status: 'captured',
      method: 'card',
    };
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: payment } },
      created_at: 1,
    });
    const send = (raw: string, signature: string, eventId = 'evt_Test000000001') =>
      t.app.inject({
        method: 'POST',
        url: API.payment.webhook,
        payload: raw,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': eventId,
        },
      });
    const bad = await send(body, webhookSignature(body, 'wrong-secret'));
    expect(bad.statusCode).toBe(400);
    // Re-serialised JSON is not the signed body.
    const reformatted = JSON.stringify(JSON.parse(body), null, 1);
    expect((await send(reformatted, webhookSignature(body, TEST_SANDBOX_SECRETS.webhookSecret))).statusCode).toBe(400);
    expect(await c.balance()).toBe(0);
    for (let i = 0; i < 3; i++)
      expect((await send(body, webhookSignature(body, TEST_SANDBOX_SECRETS.webhookSecret))).statusCode).toBe(200);
    expect(await c.balance()).toBe(100);
    expect(
      await t.handle.db
        .selectFrom('webhook_events')
        .select('event_id')
        .where('event_id', '=', 'evt_Test000000001')
        .execute(),
    ).toHaveLength(1);
  });

  it('answers 401 to visitors on every money call', async () => {
    for (const [method, url] of [
      ['POST', API.payment.order],
      ['PUT', API.payment.order],
      ['GET', API.payment.orders],
      ['GET', API.payment.balance],
      ['POST', API.membership.add],
      ['GET', API.membership.all],
      ['GET', `${API.payment.invoice}/1`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { 'x-requested-with': 'khabar', 'content-type': 'application/json' },
        payload: method === 'GET' ? undefined : '{}',
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
