import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { requestJson } from '#app/lib/http.ts';
import { browserOffline, isNetworkFailure } from '#app/lib/network.ts';
import { lastKnownBalance, rememberAccount } from '#app/features/auth/last-known.ts';
import { balanceResponseSchema } from '#shared/schemas/user.ts';

type Which = 'credits' | 'days';

// Both balances are `listObject[0]`; an empty list means nothing held yet. With
// no network the last-known figure answers at once.
async function first(path: string, which: Which): Promise<number> {
  const known = async (e: unknown) => {
    const last = await lastKnownBalance(which);
    if (last === null) throw e;
    return last;
  };
  if (browserOffline()) return known(new Error('offline'));
  try {
    const value = (await requestJson(balanceResponseSchema, path)).listObject[0] ?? 0;
    void rememberAccount({ [which]: value });
    return value;
  } catch (e) {
    if (isNetworkFailure(e)) return known(e);
    throw e;
  }
}

export const getCreditBalance = () => first(API.payment.balance, 'credits');
export const getMembershipDays = () => first(API.membership.balance, 'days');

/** Under ['auth'] so the shell refresh and sign-out reach them with one prefix. */
export const BALANCE_KEY = ['auth', 'balance'] as const;

export const creditBalanceQueryOptions = () =>
  queryOptions({ queryKey: [...BALANCE_KEY, 'credits'] as const, queryFn: getCreditBalance, networkMode: 'always' });

export const membershipDaysQueryOptions = () =>
  queryOptions({ queryKey: [...BALANCE_KEY, 'days'] as const, queryFn: getMembershipDays, networkMode: 'always' });

export const useCreditBalance = (enabled = true) => useQuery({ ...creditBalanceQueryOptions(), enabled });
export const useMembershipDays = (enabled = true) => useQuery({ ...membershipDaysQueryOptions(), enabled });
