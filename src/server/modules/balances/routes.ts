import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { MESSAGES } from '#shared/messages.ts';
import { membershipAddedSchema, membershipListSchema, numberResultSchema } from '#shared/schemas/payments.ts';
import { zeroPageQuerySchema } from '#shared/schemas/paging.ts';
import { typed } from '#server/lib/route.ts';
import { gate, requireUser } from '#server/lib/session-user.ts';
import type { BalancesService } from './service';

// The range of days is checked by the service (409 naming the limit), not by the schema.
const addBody = z.object({ noOfDays: z.number().int() });
const idempotencyHeader = z.object({ 'idempotency-key': z.string().min(8).max(100).optional() });

/** Balances (a single value: `{listObject:[n]}`) and memberships bought with credits. */
export function balancesRoutes(app: FastifyInstance, balances: BalancesService, limit: onRequestHookHandler): void {
  const api = typed(app);
  const one = (n: number) => ({ listObject: [n], totalElementCount: 1 });
  // The shell reads both balances after every navigation: they are not rate-limited.
  api.get(
    API.payment.balance,
    { onRequest: gate.user, schema: { response: { 200: numberResultSchema } } },
    async (req) => one(await balances.credits(requireUser(req).id)),
  );
  api.get(
    API.membership.balance,
    { onRequest: gate.user, schema: { response: { 200: numberResultSchema } } },
    async (req) => one(await balances.daysLeft(requireUser(req).id)),
  );
  api.post(
    API.membership.add,
    {
      onRequest: [gate.user, limit],
      schema: { body: addBody, headers: idempotencyHeader, response: { 200: membershipAddedSchema } },
    },
    async (req) => {
      const user = requireUser(req);
      await balances.buyWithCredits(user.id, req.body.noOfDays, req.headers['idempotency-key'] ?? null);
      const [credits, daysLeft] = await Promise.all([balances.credits(user.id), balances.daysLeft(user.id)]);
      return { listObject: [{ message: MESSAGES.membershipAdded, credits, daysLeft }], totalElementCount: 1 };
    },
  );
  api.get(
    API.membership.all,
    {
      onRequest: [gate.user, limit],
      schema: { querystring: zeroPageQuerySchema, response: { 200: membershipListSchema } },
    },
    (req) => balances.memberships(requireUser(req), req.query.page, req.query.size),
  );
}
