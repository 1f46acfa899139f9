import { z } from '#shared/zod.ts';
import { PAGING } from '#shared/constants.ts';
import { pageParam, sizeParam } from '#app/lib/url-params.ts';

/** ?page&size of the history tables: a zero-based page and one of 5/10/25/100 rows. */
export const historyParamsSchema = z.object({
  page: pageParam(0),
  size: sizeParam(PAGING.historySizeOptions, PAGING.historySize),
});
export type HistoryParams = z.infer<typeof historyParamsSchema>;
export const HISTORY_DEFAULTS = { page: 0, size: PAGING.historySize } as const;
