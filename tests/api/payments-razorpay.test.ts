import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { MESSAGES, paymentSuccess } from '#shared/messages.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { createRazorpayProvider } from '#server/providers/payments/razorpay.ts';
import { ProviderError } from '#server/providers/payments/index.ts';
import { testApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/accounts';
import { databaseTargets } from '../helpers/databases';
import { client } from '../helpers/payments';
import { startRazorpayServer } from '../helpers/razorpay-server';

const KEYS = {
  keyId: 'rzp_test_Khabar1234',
  keySecret: 'rzp-key-secret-for-tests',
  webhookSecret: 'rzp-webhook-secret-for-tests',
};
const razorpay = await startRazorpayServer(KEYS);
afterAll(() => razorpay.close());

const ENV = {
  PAYMENTS_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: KEYS.keyId,
  RAZORPAY_KEY_SECRET: KEYS.keySecret,
  RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
  RAZORPAY_API_URL: razorpay.apiUrl,
  PAYMENTS_RECONCILE_SECONDS: '0',
};

describe('Razorpay provider against a local server speaking the Orders API', () => {
  it('creates orders with basic auth and lists their payments; a wrong key is a provider error', async () => {
    const p = createRazorpayProvider({
      ...KEYS,
      apiUrl: razorpay.apiUrl,
      checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    const order = await p.createOrder({ amount: 11_800, receipt: 'r1', notes: { kind: 'credits' } });
    expect(order).toMatchObject({ entity: 'order', amount: 11_800, currency: 'INR', status: 'created', receipt: 'r1' });
    expect(await p.orderPayments(order.id)).toEqual([]);
    razorpay.capture(order.id);
    expect((await p.orderPayments(order.id)).map((x) => x.status)).toEqual(['captured']);
    const wrong = createRazorpayProvider({ ...KEYS, keySecret: 'nope-nope', apiUrl: razorpay.apiUrl, checkoutUrl: '' });
    await expect(wrong.createOrder({ amount: 100, receipt: 'r', notes: {} })).rejects.toThrow(ProviderError);
    await expect(wrong.createOrder({ amount: 100, receipt: 'r', notes: {} })).rejects.not.toThrow(KEYS.keySecret);
  });

  it('refuses to start without its keys, and production refuses the sandbox unless asked', () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'razorpay' })).toThrow('RAZORPAY_KEY_ID');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENTS_PROVIDER: sandbox/);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX_IN_PRODUCTION: 'true' }).payments.provider).toBe(
      'sandbox',
    );
    expect(() => loadConfig({ ...ENV, NODE_ENV: 'production' })).toThrow('SELLER_GSTIN');
  });
});

describe.each(await databaseTargets())('a purchase through Razorpay ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(target, ENV);
  });
  afterAll(() => t.close());

  it('orders at Razorpay, confirms with its checkout signature, and takes its webhook once', async () => {
    const u = await signIn(t.app, `rzp-${target.name}@example.com`);
    const c = client(t.app, u);
    const created = await c.order(400, 7);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ secretKey: KEYS.keyId, applicationFee: 47_200 });
    const orderId = created.json().razorpayOrderId as string;
    expect(razorpay.orders.get(orderId)).toMatchObject({ amount: 47_200, notes: { kind: 'credits', credits: '400' } });
    // The sandbox is not served when Razorpay is the provider.
    expect((await t.app.inject({ url: `${API.payment.sandbox}/checkout.js` })).statusCode).toBe(404);

    const { checkout, webhook } = razorpay.capture(orderId);
    const res = await c.confirm(checkout);
    expect(res.json().listObject[0].message).toBe(paymentSuccess(checkout.razorpay_payment_id));
    const hook = await t.app.inject({
      method: 'POST',
      url: API.payment.webhook,
      payload: webhook.body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhook.signature,
        'x-razorpay-event-id': webhook.eventId,
      },
    });
    expect(hook.statusCode).toBe(200);
    expect(await c.balance()).toBe(400);
  });

  it('settles a payment whose browser died through reconciliation (GET /v1/orders/{id}/payments)', async () => {
    const u = await signIn(t.app, `rzp-rec-${target.name}@example.com`);
    const c = client(t.app, u);
    const orderId = (await c.order(150)).json().razorpayOrderId as string;
    razorpay.capture(orderId); // paid at Razorpay; no confirmation, no webhook
    expect(await c.balance()).toBe(0);
    // The next start of the server (here a second process on the same database) reconciles.
    const next = await buildApp(
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIR: './no-client-build', INGEST: 'off', ...ENV }),
      { db: t.handle },
    );
    await next.ready();
    try {
      await vi.waitFor(async () => expect(await client(next, u).balance()).toBe(150), {
        timeout: 10_000,
        interval: 50,
      });
      expect(razorpay.requests).toContainEqual({ method: 'GET', url: `/v1/orders/${orderId}/payments` });
    } finally {
      await next.close();
    }
  });

  it("answers 502 with 'Some error occurred while adding balance.' when Razorpay refuses the order", async () => {
    const broken = await testApp(target, { ...ENV, RAZORPAY_KEY_SECRET: 'a-wrong-secret' });
    try {
      const u = await signIn(broken.app, `rzp-down-${target.name}@example.com`);
      const res = await client(broken.app, u).order(100);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(MESSAGES.addCreditsFailed);
      expect(await broken.handle.db.selectFrom('orders').select('id').execute()).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});
