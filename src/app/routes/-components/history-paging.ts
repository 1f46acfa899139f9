import { useNavigate, useSearch } from '@tanstack/react-router';
import type { HistoryPaging } from '#app/features/payments/history/history-params.ts';

/** A history screen's page and size from its address (historyAddressSchema); a change navigates. */
export function useHistoryPaging(from: '/secure/subscription' | '/secure/transaction-history'): HistoryPaging {
  const { page, size } = useSearch({ from });
  const navigate = useNavigate({ from });
  return { page, size, onPage: (p, s) => void navigate({ search: { page: p, size: s } }) };
}
