import { useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { transactionListSchema } from '#shared/schemas/payments.ts';
import { historyQueryOptions } from './history';

export const TRANSACTIONS_KEY = ['credits', 'transactions'] as const;

/** GET order/user/all: the signed-in user's orders, newest first. */
export const transactionsQueryOptions = (page: number, size: number) =>
  historyQueryOptions(TRANSACTIONS_KEY, transactionListSchema, API.payment.orders, page, size);

export const useTransactions = (page: number, size: number) => useQuery(transactionsQueryOptions(page, size));
