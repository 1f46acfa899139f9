import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { AppContext } from '#server/context.ts';
import { createPaymentProvider } from '#server/providers/payments/index.ts';
import { sandboxRoutes } from '#server/providers/payments/sandbox/routes.ts';
import type { BalancesService } from '../balances/service';
import { paymentsRoutes } from './routes';
import { createPaymentsService, type PaymentsService } from './service';

/**
 * Card payments: the configured provider (and the sandbox's own routes when it is the
 * sandbox), the payment routes, and the reconciliation that settles orders left open — once
 * when the server is ready and then on a schedule.
 */
export function registerPayments(
  app: FastifyInstance,
  ctx: AppContext,
  balances: BalancesService,
  limit: onRequestHookHandler,
): PaymentsService {
  const cfg = ctx.config.payments;
  const { provider, sandbox } = createPaymentProvider(cfg, ctx.db, ctx.now);
  const payments = createPaymentsService(ctx, provider, balances);
  paymentsRoutes(app, payments, limit);
  if (sandbox) {
    sandboxRoutes(app, sandbox, cfg, { deliverWebhooks: cfg.sandboxWebhooks, ownerOf: payments.orderOwner });
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = payments.reconcile().then(
      (n) => n > 0 && ctx.log.info({ settled: n }, 'reconciliation settled open orders'),
      (err: unknown) => ctx.log.error({ err }, 'reconciliation failed'),
    );
  };
  app.addHook('onReady', async () => {
    run();
    if (cfg.reconcileSeconds > 0) {
      timer = setInterval(run, cfg.reconcileSeconds * 1000);
      timer.unref();
    }
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
  return payments;
}
