import { webhookSignature } from '#server/providers/payments/signatures.ts';
import { creditOrderForm, membershipOrderForm } from '#tests/helpers/order-forms.ts';
import { paidOrder } from '#tests/helpers/resources.ts';
import { all, emailOf, M, P, SELF_OR_ADMIN, SIGNED_IN, type Row } from './authz-roles';

/** Balances, memberships, payments and invoices, and the sandbox payment provider. */
export const PAYMENT_ROWS: readonly Row[] = [
  // Balances, memberships, payments and invoices
  { route: `GET ${P.balance}`, expect: SIGNED_IN, call: () => ({ method: 'GET', url: P.balance }) },
  { route: `GET ${M.balance}`, expect: SIGNED_IN, call: () => ({ method: 'GET', url: M.balance }) },
  {
    route: `POST ${M.add}`,
    expect: SIGNED_IN,
    call: () => ({ method: 'POST', url: M.add, payload: { noOfDays: 10 } }),
  },
  { route: `GET ${M.all}`, expect: SIGNED_IN, call: () => ({ method: 'GET', url: M.all }) },
  {
    route: `POST ${P.order}`,
    expect: SIGNED_IN,
    call: (c) => ({ method: 'POST', url: P.order, payload: creditOrderForm(emailOf(c), 100) }),
  },
  {
    route: `POST ${P.buySubscription}`,
    expect: SIGNED_IN,
    call: (c) => ({ method: 'POST', url: P.buySubscription, payload: membershipOrderForm(emailOf(c), 10) }),
  },
  {
    // The target's paid order, confirmed by the caller: only its owner may.
    route: `PUT ${P.order}`,
    expect: [401, 'ok', 404, 'ok', 404],
    call: async (c) => {
      const p = await paidOrder(c.app, c.target.signed, 'credits');
      return {
        method: 'PUT',
        url: P.order,
        payload: {
          razorpayOrderId: p.razorpay_order_id,
          razorpayPaymentId: p.razorpay_payment_id,
          razorpaySignature: p.razorpay_signature,
        },
      };
    },
  },
  {
    route: `PUT ${P.updateSubscription}`,
    expect: [401, 'ok', 404, 'ok', 404],
    call: async (c) => {
      const p = await paidOrder(c.app, c.target.signed, 'membership');
      return {
        method: 'PUT',
        url: P.updateSubscription,
        payload: {
          razorpayOrderId: p.razorpay_order_id,
          razorpayPaymentId: p.razorpay_payment_id,
          razorpaySignature: p.razorpay_signature,
          membershipBought: true,
        },
      };
    },
  },
  { route: `GET ${P.orders}`, expect: SIGNED_IN, call: () => ({ method: 'GET', url: P.orders }) },
  {
    route: `GET ${P.invoice}/:orderId`,
    expect: SELF_OR_ADMIN,
    call: (c) => ({ method: 'GET', url: `${P.invoice}/${c.target.orderId}` }),
  },
  {
    route: `POST ${P.invoice}/:orderId/regenerate`,
    expect: SELF_OR_ADMIN,
    call: (c) => ({ method: 'POST', url: `${P.invoice}/${c.target.orderId}/regenerate` }),
  },
  {
    // The order was paid in full: there is no credit note, which only its owner (or an admin) learns.
    route: `GET ${P.invoice}/:orderId/credit-note`,
    expect: [401, 404, 403, 404, 404],
    call: (c) => ({ method: 'GET', url: `${P.invoice}/${c.target.orderId}/credit-note` }),
  },
  {
    // Signed by the provider's secret, not by a session: the same for everyone.
    route: `POST ${P.webhook}`,
    expect: all('ok'),
    call: (c) => {
      const body = JSON.stringify({ event: 'payment.authorized', payload: {} });
      return {
        method: 'POST',
        url: P.webhook,
        payload: body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': webhookSignature(body, c.webhookSecret),
          'x-razorpay-event-id': `evt_${Math.random().toString(36).slice(2)}`,
        },
      };
    },
  },

  // The sandbox provider: its Orders API takes the API key (sessions neither grant nor deny);
  // the checkout script and the test payment sheet are public, as Razorpay's are; paying on the
  // sheet takes the buyer's own session (another's order is no order of theirs: 404).
  {
    route: `POST ${P.sandbox}/v1/orders`,
    expect: all('ok'),
    call: (c) => ({
      method: 'POST',
      url: `${P.sandbox}/v1/orders`,
      payload: { amount: 11800, currency: 'INR' },
      headers: { authorization: c.sandboxKey },
    }),
  },
  {
    route: `GET ${P.sandbox}/v1/orders/:id`,
    expect: all('ok'),
    call: (c) => ({
      method: 'GET',
      url: `${P.sandbox}/v1/orders/${c.sandboxOrderId}`,
      headers: { authorization: c.sandboxKey },
    }),
  },
  {
    route: `GET ${P.sandbox}/v1/orders/:id/payments`,
    expect: all('ok'),
    call: (c) => ({
      method: 'GET',
      url: `${P.sandbox}/v1/orders/${c.sandboxOrderId}/payments`,
      headers: { authorization: c.sandboxKey },
    }),
  },
  {
    route: `POST ${P.sandbox}/v1/payments/:id/refund`,
    expect: all(404),
    call: (c) => ({
      method: 'POST',
      url: `${P.sandbox}/v1/payments/pay_NoSuchPayment0/refund`,
      payload: { amount: 11800 },
      headers: { authorization: c.sandboxKey },
    }),
  },
  {
    route: `GET ${P.sandbox}/v1/payments/:id/refunds`,
    expect: all(404),
    call: (c) => ({
      method: 'GET',
      url: `${P.sandbox}/v1/payments/pay_NoSuchPayment0/refunds`,
      headers: { authorization: c.sandboxKey },
    }),
  },
  {
    route: `GET ${P.sandbox}/checkout.js`,
    expect: all('ok'),
    call: () => ({ method: 'GET', url: `${P.sandbox}/checkout.js` }),
  },
  {
    route: `GET ${P.sandbox}/sheet.js`,
    expect: all('ok'),
    call: () => ({ method: 'GET', url: `${P.sandbox}/sheet.js` }),
  },
  {
    route: `GET ${P.sandbox}/sheet`,
    expect: all('ok'),
    call: (c) => ({ method: 'GET', url: `${P.sandbox}/sheet?order_id=${c.sandboxOrderId}` }),
  },
  {
    route: `POST ${P.sandbox}/pay`,
    expect: [401, 'ok', 404, 'ok', 404],
    call: (c) => ({
      method: 'POST',
      url: `${P.sandbox}/pay`,
      payload: { order_id: c.sandboxOrderId, outcome: 'fail' },
    }),
  },
];
