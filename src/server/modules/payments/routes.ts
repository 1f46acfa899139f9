import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import {
  orderCreatedSchema,
  orderIdParamSchema,
  orderRequestSchema,
  paymentConfirmationSchema,
  paymentResultSchema,
  subscriptionConfirmationSchema,
  subscriptionOrderRequestSchema,
  transactionListSchema,
} from '#shared/schemas/payments.ts';
import { zeroPageQuerySchema } from '#shared/schemas/paging.ts';
import { typed } from '#server/lib/route.ts';
import { gate, requireUser } from '#server/lib/session-user.ts';
import type { PaymentsService } from './service';

const P = API.payment;

/** Orders, confirmations, history, invoices and credit notes; every call counts against the money rate limit. */
export function paymentsRoutes(app: FastifyInstance, payments: PaymentsService, limit: onRequestHookHandler): void {
  const api = typed(app);
  const hooks = { onRequest: [gate.user, limit] };
  api.post(P.order, { ...hooks, schema: { body: orderRequestSchema, response: { 200: orderCreatedSchema } } }, (req) =>
    payments.createCreditOrder(requireUser(req), req.body),
  );
  api.post(
    P.buySubscription,
    { ...hooks, schema: { body: subscriptionOrderRequestSchema, response: { 200: orderCreatedSchema } } },
    (req) => payments.createMembershipOrder(requireUser(req), req.body),
  );
  api.put(
    P.order,
    { ...hooks, schema: { body: paymentConfirmationSchema, response: { 200: paymentResultSchema } } },
    (req) => payments.confirm(requireUser(req), req.body, 'credits'),
  );
  api.put(
    P.updateSubscription,
    { ...hooks, schema: { body: subscriptionConfirmationSchema, response: { 200: paymentResultSchema } } },
    (req) => payments.confirm(requireUser(req), req.body, 'membership'),
  );
  api.get(
    P.orders,
    { ...hooks, schema: { querystring: zeroPageQuerySchema, response: { 200: transactionListSchema } } },
    (req) => payments.history(requireUser(req), req.query.page, req.query.size),
  );
  const sendPdf =
    (inv: { number: string; pdf: Buffer }, name = 'invoice') =>
    (reply: FastifyReply) =>
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}-${inv.number.replaceAll('/', '-')}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(inv.pdf);
  api.get(`${P.invoice}/:orderId`, { ...hooks, schema: { params: orderIdParamSchema } }, async (req, reply) =>
    sendPdf(await payments.invoice(requireUser(req), req.params.orderId, false))(reply),
  );
  api.post(
    `${P.invoice}/:orderId/regenerate`,
    { ...hooks, schema: { params: orderIdParamSchema } },
    async (req, reply) => sendPdf(await payments.invoice(requireUser(req), req.params.orderId, true))(reply),
  );
  api.get(
    `${P.invoice}/:orderId/credit-note`,
    { ...hooks, schema: { params: orderIdParamSchema } },
    async (req, reply) =>
      sendPdf(await payments.creditNote(requireUser(req), req.params.orderId), 'credit-note')(reply),
  );

  // Provider webhooks: the signature covers the raw body, so this scope keeps it as text.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    typed(scope).post(
      P.webhook,
      {
        schema: {
          headers: z.object({
            'x-razorpay-signature': z.string().optional(),
            'x-razorpay-event-id': z.string().max(100).optional(),
          }),
        },
      },
      async (req, reply) => {
        const raw = typeof req.body === 'string' ? req.body : '';
        await payments.webhook(raw, req.headers['x-razorpay-signature'], req.headers['x-razorpay-event-id']);
        return reply.status(200).send({ status: 'ok' });
      },
    );
  });
}
