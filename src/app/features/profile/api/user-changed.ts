import type { QueryClient } from '@tanstack/react-query';
import type { AccountUser } from '#shared/schemas/user.ts';
import { userQueryOptions } from './get-user';

/**
 * Every profile mutation answers the whole user: store it, and let the shell's copy (the
 * auth feature's ['auth', 'me'], named here by key, not imported) refetch.
 */
export async function userChanged(queryClient: QueryClient, user: AccountUser): Promise<void> {
  queryClient.setQueryData(userQueryOptions(user.username).queryKey, user);
  await queryClient.invalidateQueries({ queryKey: ['auth', 'me'] });
}
