import type { FastifyInstance } from 'fastify';
import { API } from '#shared/api-paths.ts';
import type { SiteInfo } from '#shared/schemas/site.ts';
import type { AppContext } from '#server/context.ts';

/** Contact details are configuration (CONTRACT.md); the footer and contact page read them here. */
export function registerSite(app: FastifyInstance, ctx: AppContext): void {
  const info: SiteInfo = {
    contactEmail: ctx.config.contactEmail,
    whatsapp: ctx.config.contactWhatsapp,
    payments: {
      provider: ctx.config.payments.provider,
      checkoutScript: ctx.config.payments.provider === 'razorpay' ? ctx.config.payments.checkoutUrl : `${API.payment.sandbox}/checkout.js`,
      merchantName: ctx.config.payments.seller.name,
    },
  };
  app.get(API.site, (_req, reply) => {
    // Changes only with a restart; let browsers and the service worker keep it a while.
    reply.header('cache-control', 'public, max-age=300');
    return info;
  });
}
