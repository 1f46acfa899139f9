import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { AppContext } from '#server/context.ts';
import { balancesRoutes } from './routes';
import { createBalancesService, type BalancesService } from './service';

/** Credit balance, membership days, and memberships bought with credits. */
export function registerBalances(app: FastifyInstance, ctx: AppContext, limit: onRequestHookHandler): BalancesService {
  const balances = createBalancesService(ctx);
  balancesRoutes(app, balances, limit);
  return balances;
}
