import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { requestJson } from '#app/lib/http.ts';
import { transactionListSchema } from '#shared/schemas/payments.ts';

export const TRANSACTIONS_KEY = ['credits', 'transactions'] as const;

/** GET order/user/all: the signed-in user's orders, newest first, zero-based pages. */
export const getTransactions = (page: number, size: number) =>
  requestJson(transactionListSchema, API.payment.orders, { searchParams: { page, size } });

export const transactionsQueryOptions = (page: number, size: number) =>
  queryOptions({
    queryKey: [...TRANSACTIONS_KEY, page, size] as const,
    queryFn: () => getTransactions(page, size),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useTransactions = (page: number, size: number) => useQuery(transactionsQueryOptions(page, size));
