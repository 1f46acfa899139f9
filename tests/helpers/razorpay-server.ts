import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { closeServer, listenInRange } from './ports';

type Order = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: string;
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
};
type Payment = {
  id: string;
  entity: 'payment';
  order_id: string;
  amount: number;
  currency: string;
  status: string;
  method: string;
  email: string;
  contact: string;
  created_at: number;
};

type Refund = {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  status: 'processed';
  speed_requested: string;
  created_at: number;
};

const rid = (prefix: string) => `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;

/**
 * A stand-in for Razorpay's Orders API (POST /v1/orders, GET /v1/orders/{id}/payments) and
 * Refunds API (POST /v1/payments/{id}/refund with `X-Refund-Idempotency`) with basic auth,
 * plus what Razorpay does on its side of a payment: `capture` makes a captured payment and
 * returns the checkout's signed response and the signed webhook it would send. `refundFault`
 * makes refunds fail: 'down' refuses them, 'lost-answer' makes the refund and loses the answer.
 */
export async function startRazorpayServer(opts: { keyId: string; keySecret: string; webhookSecret: string }) {
  const orders = new Map<string, Order>();
  const payments: Payment[] = [];
  const requests: { method: string; url: string }[] = [];
  const refunds: Refund[] = [];
  const refundKeys = new Map<string, Refund>();
  const faults: { refund: 'down' | 'lost-answer' | null } = { refund: null };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '' });
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const expected = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected) {
        return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' } });
      }
      if (req.method === 'POST' && req.url === '/v1/orders') {
        const body = JSON.parse(raw) as {
          amount: number;
          currency: string;
          receipt: string;
          notes: Record<string, string>;
        };
        if (!Number.isInteger(body.amount) || body.amount < 100 || body.currency !== 'INR') {
          return send(400, {
            error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be atleast INR 1.00' },
          });
        }
        const order: Order = {
          id: rid('order'),
          entity: 'order',
          amount: body.amount,
          amount_paid: 0,
          amount_due: body.amount,
          currency: 'INR',
          receipt: body.receipt,
          status: 'created',
          attempts: 0,
          notes: body.notes ?? {},
          created_at: Math.floor(Date.now() / 1000),
        };
        orders.set(order.id, order);
        return send(200, order);
      }
      const r = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? '');
      if (req.method === 'POST' && r) {
        if (faults.refund === 'down') return send(503, { error: { code: 'SERVER_ERROR', description: 'down' } });
        const body = JSON.parse(raw) as {
          amount: number;
          speed: string;
          notes: Record<string, string>;
          receipt: string;
        };
        const key = String(req.headers['x-refund-idempotency'] ?? '');
        const again = refundKeys.get(key);
        if (again) {
          if (again.amount !== body.amount || again.payment_id !== r[1])
            return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'idempotency key reused' } });
          return send(200, again);
        }
        const payment = payments.find((p) => p.id === r[1]);
        const before = refunds.filter((f) => f.payment_id === r[1]).reduce((n, f) => n + f.amount, 0);
        if (!payment || payment.status !== 'captured' || before + body.amount > payment.amount)
          return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount is invalid' } });
        const refund: Refund = {
          id: rid('rfnd'),
          entity: 'refund',
          amount: body.amount,
          currency: 'INR',
          payment_id: r[1]!,
          notes: body.notes,
          receipt: body.receipt,
          status: 'processed',
          speed_requested: body.speed,
          created_at: Math.floor(Date.now() / 1000),
        };
        refunds.push(refund);
        if (key) refundKeys.set(key, refund);
        if (faults.refund === 'lost-answer')
          return send(502, { error: { code: 'GATEWAY_ERROR', description: 'lost' } });
        return send(200, refund);
      }
      const m = /^\/v1\/orders\/([^/]+)\/payments$/.exec(req.url ?? '');
      if (req.method === 'GET' && m) {
        if (!orders.has(m[1]!))
          return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
        const items = payments.filter((p) => p.order_id === m[1]);
        return send(200, { entity: 'collection', count: items.length, items });
      }
      send(404, { error: { code: 'NOT_FOUND', description: 'The requested URL was not found on the server.' } });
    });
  });
  const apiUrl = await listenInRange(server);

  function capture(orderId: string) {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    const payment: Payment = {
      id: rid('pay'),
      entity: 'payment',
      order_id: orderId,
      amount: order.amount,
      currency: 'INR',
      status: 'captured',
      method: 'card',
      email: 'buyer@example.com',
      contact: '+919830012345',
      created_at: Math.floor(Date.now() / 1000),
    };
    payments.push(payment);
    Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0, attempts: order.attempts + 1 });
    const signature = createHmac('sha256', opts.keySecret).update(`${orderId}|${payment.id}`).digest('hex');
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_Test0000000000',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: payment } },
      created_at: payment.created_at,
    });
    return {
      checkout: { razorpay_payment_id: payment.id, razorpay_order_id: orderId, razorpay_signature: signature },
      webhook: {
        body,
        eventId: rid('evt'),
        signature: createHmac('sha256', opts.webhookSecret).update(body).digest('hex'),
      },
    };
  }

  return { apiUrl, orders, payments, refunds, faults, requests, capture, close: () => closeServer(server) };
}
