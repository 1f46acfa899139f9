import type { QueryClient } from '@tanstack/react-query';
import { forgetUserHere } from '#app/lib/session-reset.ts';
import { meQueryOptions } from './api/get-me';

/**
 * Forget everything this browser knows about the signed-in user: the query cache (balances,
 * profile, watch list), and on the device (#offline/forget-user.ts) readable cookies, local
 * storage but the device's keys (theme, interface language), the offline store and caches
 * (saved articles, notes, queued changes). Resolves when the offline copies are gone.
 */
export function endClientSession(queryClient: QueryClient, win: Window = window): Promise<void> {
  const forgotten = forgetUserHere(win);
  queryClient.cancelQueries().catch(() => undefined);
  queryClient.clear();
  // Seed "visitor" so guards and the toolbar do not ask the server again on the way out.
  queryClient.setQueryData(meQueryOptions().queryKey, null);
  return forgotten;
}
