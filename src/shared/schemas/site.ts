import { z } from '../zod';

/** What the browser needs to take a card payment: the widget's script and the seller's state. */
export const sitePaymentsSchema = z.object({
  provider: z.enum(['razorpay', 'sandbox']),
  /** Razorpay's checkout.js, or the sandbox's own script; either defines `window.Razorpay`. */
  checkoutScript: z.string(),
  /** The merchant name the payment widget shows (the seller on tax invoices). */
  merchantName: z.string(),
  /** GST state code of the seller: purchases from this state pay CGST + SGST, others IGST. */
  sellerStateCode: z.int(),
});
export type SitePayments = z.infer<typeof sitePaymentsSchema>;

/** Stories' original audio (AUDIO_OFFLINE_MAX_MB): what a member may keep for offline listening. */
export const siteAudioSchema = z.object({
  /** The largest file the same-origin copy (API.news.audio) serves; bigger ones are streamed only. */
  offlineMaxBytes: z.int().check(z.positive()),
});
export type SiteAudio = z.infer<typeof siteAudioSchema>;

/** GET /api/public/site: the public site settings that are server configuration (docs/product.md, "API contract"). */
export const siteInfoSchema = z.object({
  /**
   * The site's public address (SITE_URL, no trailing slash): pages' canonical addresses and
   * link previews are built on it. Absent in an answer a service worker kept from an older server.
   */
  siteUrl: z.optional(z.string()),
  contactEmail: z.string(),
  whatsapp: z.string(),
  payments: sitePaymentsSchema,
  audio: siteAudioSchema,
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** GET /api/health: answers while the server can serve requests. */
export const healthSchema = z.object({ status: z.literal('ok') });
