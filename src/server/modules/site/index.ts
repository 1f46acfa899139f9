import type { FastifyInstance } from 'fastify';
import { API } from '#shared/api-paths.ts';
import type { AppContext } from '#server/context.ts';
import type { LoadState } from '#server/lib/load-shedding.ts';
import { readiness } from './readiness';
import { createSiteRepository } from './repository';
import { siteRoutes } from './routes';

/**
 * Health (liveness, and readiness: the load shedding's places move and the database answers),
 * and the public site settings that are server configuration (the site's public
 * address, which pages' canonical addresses and link previews use, the contact e-mail and
 * WhatsApp number the footer and contact page show, and which payment widget to load).
 * No data of its own: its one statement asks whether the database answers.
 */
export function registerSite(app: FastifyInstance, ctx: AppContext, load: LoadState): void {
  const { payments } = ctx.config;
  const repo = createSiteRepository(ctx.db);
  const ready = () => readiness(load, ctx.config.load.readyBusyMs, repo.ping);
  siteRoutes(
    app,
    {
      siteUrl: ctx.config.siteUrl,
      contactEmail: ctx.config.contactEmail,
      whatsapp: ctx.config.contactWhatsapp,
      payments: {
        provider: payments.provider,
        checkoutScript: payments.provider === 'razorpay' ? payments.checkoutUrl : `${API.payment.sandbox}/checkout.js`,
        merchantName: payments.seller.name,
        sellerStateCode: payments.seller.stateCode,
      },
      audio: ctx.config.audio,
    },
    ready,
  );
}
