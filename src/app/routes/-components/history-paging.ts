import { stripSearchParams, useNavigate, useSearch } from '@tanstack/react-router';
import { historyAddressSchema, type HistoryAddress } from '#shared/schemas/addresses.ts';
import { HISTORY_DEFAULTS, type HistoryPaging } from '#app/features/payments/history/history-params.ts';

/**
 * A history screen's address: its page and size (historyAddressSchema), the defaults left out;
 * the loader's deps are the two.
 */
export const historyAddress = {
  validateSearch: historyAddressSchema,
  search: { middlewares: [stripSearchParams<HistoryAddress>(HISTORY_DEFAULTS)] },
  loaderDeps: ({ search }: { search: HistoryAddress }) => search,
};

/** A history screen's page and size from its address (historyAddress); a change navigates. */
export function useHistoryPaging(from: '/secure/subscription' | '/secure/transaction-history'): HistoryPaging {
  const { page, size } = useSearch({ from });
  const navigate = useNavigate({ from });
  return { page, size, onPage: (p, s) => void navigate({ search: { page: p, size: s } }) };
}
