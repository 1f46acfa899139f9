import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { meQueryOptions } from './api/get-me';
import { BALANCE_KEY } from './api/get-balances';
import { LOGOUT_PATH } from '#app/lib/session-reset.ts';

/**
 * Shell refresh: after each completed navigation except to the logout page, and
 * only when signed in, refresh the user, the credit balance and the membership days. Errors
 * are only logged (as warnings: the page keeps what it had).
 */
export function useShellRefresh(): void {
  const router = useRouter();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      router.subscribe('onResolved', ({ toLocation }) => {
        if (toLocation.pathname.replace(/\/$/, '') === LOGOUT_PATH) return;
        if (!queryClient.getQueryData(meQueryOptions().queryKey)) return;
        const refresh = (queryKey: readonly unknown[]) =>
          queryClient.invalidateQueries({ queryKey }, { throwOnError: true });
        Promise.all([refresh(meQueryOptions().queryKey), refresh(BALANCE_KEY)]).catch((e: unknown) => {
          console.warn('Could not refresh the account after navigation', e);
        });
      }),
    [router, queryClient],
  );
}
