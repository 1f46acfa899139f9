import { PAGING } from '#shared/constants.ts';
import { pageParam, searchParams, sizeParam } from '#app/lib/url-params.ts';

export type HistoryParams = { page: number; size: number };

/** ?page&size of the history tables: a zero-based page and one of 5/10/25/100 rows. */
export const historyParams = searchParams<HistoryParams>({
  page: pageParam(0),
  size: sizeParam(PAGING.historySizeOptions, PAGING.historySize),
});
export const HISTORY_DEFAULTS = { page: 0, size: PAGING.historySize } as const;
