import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { userResponseSchema, type AccountUser } from '#shared/schemas/user.ts';
import { isApiError } from '#app/lib/api-error.ts';
import { requestJson } from '#app/lib/http.ts';

/** The signed-in user with the menu hints (which history items to show), or null for a visitor. */
async function getMe(): Promise<AccountUser | null> {
  try {
    const res = await requestJson(userResponseSchema, API.user.me);
    return res.listObject[0] ?? null;
  } catch (e) {
    // Until the accounts module is deployed the endpoint may not exist: that is a visitor.
    if (isApiError(e) && (e.status === 404 || e.status === 401)) return null;
    throw e;
  }
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'me'] as const, queryFn: getMe, staleTime: 30_000 });

export const useMe = () => useQuery(meQueryOptions());

/** Who is reading: drives global vs public articles and the member-only controls. */
export function useViewer() {
  const { data } = useMe();
  return { user: data ?? null, signedIn: Boolean(data), member: Boolean(data?.member) };
}
