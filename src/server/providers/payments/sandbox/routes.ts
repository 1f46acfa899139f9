import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { badRequest, notFound, unauthorized } from '#server/lib/errors.ts';
import { IN_PROCESS_ADDRESS } from '#server/lib/load-shedding.ts';
import { typed } from '#server/lib/route.ts';
import { gate, requireUser } from '#server/lib/session-user.ts';
import { sameSecret } from '../signatures';
import { ProviderError } from '../types';
import { sandboxId, type Sandbox, type SandboxKeys, type SandboxWebhook } from './provider';
import { sheetHtml } from './sheet-html';

const BASE = API.payment.sandbox;
const asset = (name: string) => readFileSync(new URL(`./assets/${name}`, import.meta.url), 'utf8');
const CHECKOUT_JS = asset('checkout.js');
const SHEET_JS = asset('sheet.js');

const createOrderBody = z.object({
  amount: z.number().int().min(100),
  currency: z.literal('INR'),
  receipt: z.string().max(40).optional(),
  notes: z.record(z.string(), z.string()).default({}),
});
const orderParams = z.object({ id: z.string().regex(/^order_\w{14}$/) });
const paymentParams = z.object({ id: z.string().regex(/^pay_\w{14}$/) });
const refundBody = z.object({
  amount: z.number().int().min(100),
  speed: z.enum(['normal', 'optimum']).default('normal'),
  receipt: z.string().max(40).optional(),
  notes: z.record(z.string(), z.string()).default({}),
});
const refundHeaders = z.object({
  'x-refund-idempotency': z
    .string()
    .regex(/^[\w-]{10,64}$/)
    .optional(),
});
const sheetQuery = z.object({
  order_id: z.string().max(40),
  amount: z.coerce.number().int().min(0).default(0),
  currency: z.string().max(3).default('INR'),
  name: z.string().max(100).default(''),
  description: z.string().max(200).default(''),
  email: z.string().max(200).default(''),
  contact: z.string().max(20).default(''),
});
const payBody = z.object({
  order_id: z.string().max(40),
  outcome: z.enum(['pay', 'fail']),
  email: z.string().max(200).optional(),
  contact: z.string().max(20).optional(),
});

/**
 * The sandbox's HTTP face on our own server: Razorpay's Orders API (basic auth with the key
 * id and secret), its checkout script, the test payment sheet, and the sheet's pay call (the
 * buyer's own session only), after which the webhooks go to our own webhook endpoint, signed as Razorpay signs them.
 */
export function sandboxRoutes(
  app: FastifyInstance,
  sandbox: Sandbox,
  keys: SandboxKeys,
  opts: {
    deliverWebhooks: boolean;
    /** The user whose order (on our side) a sandbox order is; null when none is. */
    ownerOf: (orderId: string) => Promise<number | null>;
  },
): void {
  const api = typed(app);
  const expectedAuth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  const basicAuth = async (req: FastifyRequest) => {
    if (!sameSecret(expectedAuth, req.headers.authorization ?? ''))
      throw unauthorized('The API key provided is invalid.');
  };

  api.post(`${BASE}/v1/orders`, { onRequest: basicAuth, schema: { body: createOrderBody } }, (req) =>
    sandbox.provider.createOrder({ amount: req.body.amount, receipt: req.body.receipt ?? '', notes: req.body.notes }),
  );
  api.get(`${BASE}/v1/orders/:id`, { onRequest: basicAuth, schema: { params: orderParams } }, async (req) => {
    const order = await sandbox.repo.order(req.params.id);
    if (!order) throw notFound('The id provided does not exist');
    return order;
  });
  api.get(`${BASE}/v1/orders/:id/payments`, { onRequest: basicAuth, schema: { params: orderParams } }, async (req) => {
    const items = await sandbox.repo.payments(req.params.id);
    return { entity: 'collection', count: items.length, items };
  });

  // Razorpay's Refunds API; without an idempotency key every call is a new refund, as there.
  api.post(
    `${BASE}/v1/payments/:id/refund`,
    { onRequest: basicAuth, schema: { params: paymentParams, body: refundBody, headers: refundHeaders } },
    async (req) => {
      if (!(await sandbox.repo.hasPayment(req.params.id))) throw notFound('The id provided does not exist');
      const key = req.headers['x-refund-idempotency'] ?? sandboxId('rfnd');
      try {
        return await sandbox.provider.refund(req.params.id, {
          amount: req.body.amount,
          receipt: req.body.receipt ?? '',
          notes: req.body.notes,
          idempotencyKey: key,
        });
      } catch (err) {
        if (err instanceof ProviderError) throw badRequest(err.message);
        throw err;
      }
    },
  );
  api.get(
    `${BASE}/v1/payments/:id/refunds`,
    { onRequest: basicAuth, schema: { params: paymentParams } },
    async (req) => {
      if (!(await sandbox.repo.hasPayment(req.params.id))) throw notFound('The id provided does not exist');
      const items = await sandbox.repo.refunds(req.params.id);
      return { entity: 'collection', count: items.length, items };
    },
  );

  api.get(`${BASE}/checkout.js`, (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(CHECKOUT_JS),
  );
  api.get(`${BASE}/sheet.js`, (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SHEET_JS),
  );
  api.get(`${BASE}/sheet`, { schema: { querystring: sheetQuery } }, async (req, reply) => {
    const q = req.query;
    const order = await sandbox.repo.order(q.order_id);
    if (!order) throw notFound('No such sandbox order.');
    const html = sheetHtml(
      {
        orderId: order.id,
        amountPaise: order.amount,
        currency: order.currency,
        name: q.name,
        description: q.description,
        email: q.email,
        contact: q.contact,
      },
      `${BASE}/sheet.js`,
    );
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  const deliver = async (hooks: SandboxWebhook[]) => {
    for (const h of hooks) {
      // Part of the payment's request, which holds a load-shedding place already.
      const res = await app.inject({
        method: 'POST',
        url: API.payment.webhook,
        remoteAddress: IN_PROCESS_ADDRESS,
        payload: h.body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': h.signature,
          'x-razorpay-event-id': h.eventId,
        },
      });
      if (res.statusCode >= 300) app.log.error({ event: h.event, status: res.statusCode }, 'sandbox webhook refused');
    }
  };

  // Only the buyer pays: the sheet's call carries the buyer's session, and an order that is
  // not theirs is one that does not exist (as the confirmation answers it).
  api.post(`${BASE}/pay`, { onRequest: gate.user, schema: { body: payBody } }, async (req, reply) => {
    const { order_id, outcome, email, contact } = req.body;
    if ((await opts.ownerOf(order_id)) !== requireUser(req).id) throw notFound('No such sandbox order.');
    const result = await sandbox.pay(order_id, outcome, {
      ...(email ? { email } : {}),
      ...(contact ? { contact } : {}),
    });
    if (result.kind === 'missing') throw notFound('No such sandbox order.');
    if (result.kind === 'already-paid') throw badRequest('order_id: this order is already paid');
    // Razorpay delivers its webhooks on its own; so does the sandbox, before it answers the sheet.
    if (opts.deliverWebhooks) await deliver(result.webhooks);
    if (result.kind === 'captured') return result.response;
    // A declined card is an answer, not an HTTP error (the sheet shows it and offers a retry).
    return reply.send({ error: result.error });
  });
}
