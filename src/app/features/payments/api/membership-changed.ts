import type { QueryClient } from '@tanstack/react-query';
import { MEMBERSHIPS_KEY } from './get-memberships';

/**
 * After a membership is bought: this feature's list, the balances and the signed-in user
 * (its member flag and menu hints), which the auth feature keeps under ['auth', …], and the
 * transaction history (['credits', …]), named here by key.
 */
export const membershipChanged = (queryClient: QueryClient) =>
  Promise.all(
    [MEMBERSHIPS_KEY, ['auth', 'balance'], ['auth', 'me'], ['credits', 'transactions']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
