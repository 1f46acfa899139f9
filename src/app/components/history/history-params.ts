import { z } from 'zod';
import { PAGING } from '#shared/constants.ts';

/** ?page&size of the history tables: a zero-based page and one of 5/10/25/100 rows. */
export const historyParamsSchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0).catch(0),
  size: z.coerce
    .number()
    .int()
    .refine((n) => (PAGING.historySizeOptions as readonly number[]).includes(n))
    .default(PAGING.historySize)
    .catch(PAGING.historySize),
});
export type HistoryParams = z.infer<typeof historyParamsSchema>;
export const HISTORY_DEFAULTS = { page: 0, size: PAGING.historySize } as const;
