import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { AccountUser } from '#shared/schemas/user.ts';
import { isApiError } from '#app/lib/api-error.ts';
import { requestJson } from '#app/lib/http.ts';
import { browserOffline, isNetworkFailure } from '#app/lib/network.ts';
import { forgetOfflineCopies } from '#app/lib/session-reset.ts';
import { forgetAccount, lastKnownUser, rememberAccount } from '#app/features/auth/last-known.ts';
import { userResponseSchema } from '#shared/schemas/user.ts';
import { endServerSession, signOutPending } from '#app/features/auth/sign-out-pending.ts';

/**
 * The signed-in user with the menu hints, or null for a visitor. With no
 * network the last-known user answers at once, so the shell never waits on retries.
 */
export async function getMe(): Promise<AccountUser | null> {
  if (browserOffline()) return lastKnownUser();
  // A sign-out that never reached the server is finished first; until then, a visitor.
  if (signOutPending() && !(await endServerSession())) return null;
  try {
    const res = await requestJson(userResponseSchema, API.user.me);
    const user = res.listObject[0] ?? null;
    if (user) void rememberAccount({ user });
    else void forgetAccount(forgetOfflineCopies);
    return user;
  } catch (e) {
    if (isNetworkFailure(e)) return lastKnownUser();
    // Until the accounts module is deployed the endpoint may not exist: that is a visitor.
    if (isApiError(e) && (e.status === 404 || e.status === 401)) return null;
    throw e;
  }
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'me'] as const, queryFn: getMe, staleTime: 30_000, networkMode: 'always' });

export const useMe = () => useQuery(meQueryOptions());

/** Who is reading: drives global vs public articles and the member-only controls. */
export function useViewer() {
  const { data } = useMe();
  return { user: data ?? null, signedIn: Boolean(data), member: Boolean(data?.member) };
}
