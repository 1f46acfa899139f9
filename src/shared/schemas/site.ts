import { z } from 'zod';

/** GET /api/public/site: the public site settings that are server configuration (CONTRACT.md). */
export const siteInfoSchema = z.object({
  contactEmail: z.string(),
  whatsapp: z.string(),
  /** Card payments: which provider, and the checkout script that defines `window.Razorpay`. */
  payments: z.object({
    provider: z.enum(['razorpay', 'sandbox']),
    checkoutScript: z.string(),
    /** The merchant name the payment widget shows (the seller on tax invoices). */
    merchantName: z.string(),
  }),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** GET /api/health: answers while the server can serve requests. */
export const healthSchema = z.object({ status: z.literal('ok') });
