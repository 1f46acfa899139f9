import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { ProvidersResponse } from '#shared/schemas/auth.ts';
import { requestJson, SKIP_COOKIES } from '#app/lib/http.ts';
import { providersResponseSchema } from '#shared/schemas/auth.ts';

/** Which sign-in providers the server has turned on (and their public client ids). */
const getProviders = (): Promise<ProvidersResponse> =>
  requestJson(providersResponseSchema, API.user.providers, { headers: SKIP_COOKIES });

export const providersQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'providers'] as const, queryFn: getProviders, staleTime: 10 * 60_000 });

export const useProviders = () => useQuery(providersQueryOptions());
