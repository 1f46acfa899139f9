import type { FastifyInstance } from 'fastify';
import { API } from '#shared/api-paths.ts';
import type { AppContext } from '#server/context.ts';
import { requireUser } from '#server/lib/session-user.ts';
import { createBalancesRepository } from './repository';

/** Credit balance and membership days left: `{listObject:[n]}` (CONTRACT.md). */
export function registerBalances(app: FastifyInstance, ctx: AppContext): void {
  const repo = createBalancesRepository(ctx.db);
  app.get(API.payment.balance, async (req) => ({
    listObject: [await repo.credits(requireUser(req).id)],
    totalElementCount: 1,
  }));
  app.get(API.membership.balance, async (req) => ({
    listObject: [await repo.daysLeft(requireUser(req).id, ctx.now())],
    totalElementCount: 1,
  }));
}
