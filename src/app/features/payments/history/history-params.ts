import { PAGING } from '#shared/constants.ts';

/** The history tables' defaults, left out of the address (their schema: historyAddressSchema). */
export const HISTORY_DEFAULTS = { page: 0, size: PAGING.historySize } as const;
