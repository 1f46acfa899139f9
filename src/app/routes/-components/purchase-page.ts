import type { QueryClient } from '@tanstack/react-query';
import type { User } from '#shared/schemas/user.ts';
import {
  creditBalanceQueryOptions,
  membershipDaysQueryOptions,
  useCreditBalance,
} from '#app/features/auth/api/get-balances.ts';
import { useMe } from '#app/features/auth/api/get-me.ts';
import { orSignIn } from '#app/features/auth/guards.ts';
import { siteInfoQueryOptions } from '#app/lib/site-info.ts';

/**
 * A purchase screen's loader: the credit balance (and, for membership days, the days left) and
 * the site's settings the invoice details come from; a session that ended goes to sign in.
 */
export const loadPurchase = (queryClient: QueryClient, asked: { href: string }, product: 'credits' | 'days') =>
  orSignIn(
    Promise.all([
      queryClient.ensureQueryData(creditBalanceQueryOptions()),
      product === 'days' && queryClient.ensureQueryData(membershipDaysQueryOptions()),
      queryClient.ensureQueryData(siteInfoQueryOptions()),
    ]),
    asked,
  );

/** Who is buying (the fresh account, else the route's signed-in user) and the credits they hold. */
export function usePurchaser(user: User) {
  const me = useMe().data ?? user;
  const credits = useCreditBalance().data ?? 0;
  return { me, credits };
}
