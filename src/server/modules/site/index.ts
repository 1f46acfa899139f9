import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/context.ts';
import { siteRoutes } from './routes';

/**
 * Health, and the public site settings that are server configuration (the contact e-mail
 * and WhatsApp number the footer and contact page show). No data of its own, so no service
 * or repository.
 */
export function registerSite(app: FastifyInstance, ctx: AppContext): void {
  siteRoutes(app, { contactEmail: ctx.config.contactEmail, whatsapp: ctx.config.contactWhatsapp });
}
