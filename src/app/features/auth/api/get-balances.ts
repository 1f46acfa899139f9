import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { balanceResponseSchema } from '#shared/schemas/user.ts';
import { requestJson } from '#app/lib/http.ts';

// Both balances are `listObject[0]`; an empty list means nothing held yet.
const first = async (path: string): Promise<number> =>
  (await requestJson(balanceResponseSchema, path)).listObject[0] ?? 0;

const getCreditBalance = () => first(API.payment.balance);
const getMembershipDays = () => first(API.membership.balance);

/** Under ['auth'] so the shell refresh and sign-out reach them with one prefix. */
export const BALANCE_KEY = ['auth', 'balance'] as const;

export const creditBalanceQueryOptions = () =>
  queryOptions({ queryKey: [...BALANCE_KEY, 'credits'] as const, queryFn: getCreditBalance });

export const membershipDaysQueryOptions = () =>
  queryOptions({ queryKey: [...BALANCE_KEY, 'days'] as const, queryFn: getMembershipDays });

export const useCreditBalance = (enabled = true) => useQuery({ ...creditBalanceQueryOptions(), enabled });
export const useMembershipDays = (enabled = true) => useQuery({ ...membershipDaysQueryOptions(), enabled });
