import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { AccountUser } from '#shared/schemas/user.ts';
import { requestJson } from '#app/lib/http.ts';
import { userResponseSchema } from '#shared/schemas/user.ts';

async function getUser(username: string): Promise<AccountUser> {
  const res = await requestJson(userResponseSchema, `${API.user.user}/${encodeURIComponent(username)}`);
  const user = res.listObject[0];
  if (!user) throw new Error('No user in the answer');
  return user;
}

export const userQueryOptions = (username: string) =>
  queryOptions({ queryKey: ['users', username] as const, queryFn: () => getUser(username) });

export const useUser = (username: string) => useQuery(userQueryOptions(username));
