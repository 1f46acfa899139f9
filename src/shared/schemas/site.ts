import { z } from 'zod';

/** GET /api/public/site: the public site settings that are server configuration (CONTRACT.md). */
export const siteInfoSchema = z.object({
  contactEmail: z.string(),
  whatsapp: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** GET /api/health: answers while the server can serve requests. */
export const healthSchema = z.object({ status: z.literal('ok') });
