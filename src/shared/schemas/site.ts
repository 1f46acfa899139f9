import { z } from 'zod';

/** What the browser needs to take a card payment: the widget's script and the seller's state. */
export const sitePaymentsSchema = z.object({
  /** Razorpay's checkout.js, or the server's own sandbox script. */
  checkoutScript: z.string(),
  /** GST state code of the seller: purchases from this state pay CGST + SGST, others IGST. */
  sellerStateCode: z.number().int(),
  /** The merchant name the payment widget shows. */
  merchantName: z.string(),
});
export type SitePayments = z.infer<typeof sitePaymentsSchema>;

/** GET /api/public/site: the public site settings that are server configuration (CONTRACT.md). */
export const siteInfoSchema = z.object({
  contactEmail: z.string(),
  whatsapp: z.string(),
  payments: sitePaymentsSchema.optional(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
