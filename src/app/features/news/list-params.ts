import { z } from 'zod';

/** /pages/news/list?category&watchlist=true&page (page is one-based). */
export const newsListParamsSchema = z.object({
  category: z.string().trim().min(1).max(60).optional().catch(undefined),
  watchlist: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
});
export type NewsListParams = z.infer<typeof newsListParamsSchema>;
