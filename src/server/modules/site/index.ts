import type { FastifyInstance } from 'fastify';
import { API } from '#shared/api-paths.ts';
import type { AppContext } from '#server/context.ts';
import { siteRoutes } from './routes';

/**
 * Health, and the public site settings that are server configuration (the site's public
 * address, which pages' canonical addresses and link previews use, the contact e-mail and
 * WhatsApp number the footer and contact page show, and which payment widget to load).
 * No data of its own, so no service or repository.
 */
export function registerSite(app: FastifyInstance, ctx: AppContext): void {
  const { payments } = ctx.config;
  siteRoutes(app, {
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
  });
}
