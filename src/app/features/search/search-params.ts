import { z } from 'zod';
import { PAGING, SEARCH_LIMITS } from '#shared/constants.ts';

const text = z.string().trim().max(SEARCH_LIMITS.maxQueryLength).optional().catch(undefined);

/** /pages/news/search?q&source&primary&group&page&size; group is comma-separated. */
export const searchParamsSchema = z.object({
  q: text,
  source: text,
  primary: text,
  group: text,
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
  size: z.coerce
    .number()
    .int()
    .refine((n) => (PAGING.searchSizeOptions as readonly number[]).includes(n))
    .default(PAGING.searchSize)
    .catch(PAGING.searchSize),
});
export type SearchParams = z.infer<typeof searchParamsSchema>;
