import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { webhookSignature } from '#server/providers/payments/index.ts';
import { CLIENT_HEADERS, TEST_SANDBOX_SECRETS, testApp, type TestApp } from './app';
import { freshIp, signIn, type Signed } from './accounts';
import type { DbTarget } from './databases';
import { creditOrderForm } from './order-forms';

export { creditOrderForm, membershipOrderForm } from './order-forms';

export type PayResponse = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

/** A user with their own client address, so the money rate limit of one test stays its own. */
export function client(app: FastifyInstance, u: Signed, ip = freshIp()) {
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    // Without a body a client sends no content type.
    const { 'content-type': type, ...rest } = { ...u.headers, ...headers };
    const all = payload === undefined ? rest : { ...rest, 'content-type': type ?? 'application/json' };
    return app.inject({
      method,
      url,
      headers: all,
      remoteAddress: ip,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  };
  return {
    ip,
    call,
    order: (credits: number, state = 19) =>
      call('POST', API.payment.order, creditOrderForm(u.res.json().listObject[0].email, credits, state)),
    /** Pay a sandbox order as the test sheet's Pay (or Fail) button does: in the buyer's session. */
    pay: (orderId: string, outcome: 'pay' | 'fail' = 'pay') =>
      app.inject({
        method: 'POST',
        url: `${API.payment.sandbox}/pay`,
        headers: { ...CLIENT_HEADERS, cookie: u.cookie },
        payload: { order_id: orderId, outcome },
        remoteAddress: ip,
      }),
    confirm: (p: PayResponse, url: string = API.payment.order) =>
      call('PUT', url, {
        razorpayOrderId: p.razorpay_order_id,
        razorpayPaymentId: p.razorpay_payment_id,
        razorpaySignature: p.razorpay_signature,
      }),
    balance: async () => (await call('GET', API.payment.balance)).json().listObject[0] as number,
    days: async () => (await call('GET', API.membership.balance)).json().listObject[0] as number,
  };
}

/** The text of a PDF (an invoice, a credit note). */
export const pdfText = async (bytes: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

/** A provider webhook of a captured payment, signed with the tests' sandbox secret. */
export function capturedWebhook(
  app: FastifyInstance,
  payment: { id: string; orderId: string; amount: number },
  event: 'payment.captured' | 'order.paid',
  eventId: string,
) {
  const body = JSON.stringify({
    entity: 'event',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: payment.id,
          entity: 'payment',
          order_id: payment.orderId,
          amount: payment.amount,
          currency: 'INR',
          status: 'captured',
          method: 'card',
        },
      },
    },
    created_at: 1,
  });
  return app.inject({
    method: 'POST',
    url: API.payment.webhook,
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(body, TEST_SANDBOX_SECRETS.webhookSecret),
      'x-razorpay-event-id': eventId,
    },
  });
}

/**
 * One app for a money suite (registered in the calling `describe`): the sandbox delivers no
 * webhooks (the tests deliver them, at once with the confirmations), no reconciliation runs, and
 * the money rate limit is out of the way. `buyer()` signs in a new user with a client of their own.
 */
export function moneySuite(target: DbTarget, name: string) {
  let t: TestApp | undefined;
  let n = 0;
  beforeAll(async () => {
    t = await testApp(target, {
      PAYMENTS_SANDBOX_WEBHOOKS: 'false',
      PAYMENTS_RECONCILE_SECONDS: '0',
      PAYMENTS_RATE_LIMIT: '10000',
    });
  });
  afterAll(() => t?.close());
  const app = () => {
    if (!t) throw new Error('the money suite starts its app in beforeAll');
    return t;
  };
  return {
    get t() {
      return app();
    },
    async buyer() {
      n += 1;
      const u = await signIn(app().app, `${name}${n}-${target.name}@example.com`);
      return { u, c: client(app().app, u) };
    },
  };
}
