import { z } from '#shared/zod.ts';
import { pageParam } from '#app/lib/url-params.ts';

/** /pages/news/list?category&watchlist=true&page (page is one-based). */
export const newsListParamsSchema = z.object({
  category: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))), undefined),
  watchlist: z.catch(
    z.optional(
      z.pipe(
        z.union([z.boolean(), z.enum(['true', 'false'])]),
        z.transform((v) => v === true || v === 'true'),
      ),
    ),
    undefined,
  ),
  page: pageParam(1),
});
export type NewsListParams = z.infer<typeof newsListParamsSchema>;
