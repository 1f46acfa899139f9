import { PAGING } from '#shared/constants.ts';

/** The history tables' defaults, left out of the address (their schema: historyAddressSchema). */
export const HISTORY_DEFAULTS = { page: 0, size: PAGING.historySize } as const;

/** A history's page (zero-based, as the history APIs count), its size, and how to change both. */
export type HistoryPaging = { page: number; size: number; onPage: (page: number, size: number) => void };
