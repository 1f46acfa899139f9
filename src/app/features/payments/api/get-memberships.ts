import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { requestJson } from '#app/lib/http.ts';
import { membershipListSchema } from '#shared/schemas/payments.ts';

export const MEMBERSHIPS_KEY = ['membership', 'all'] as const;

/** GET membership get/all: the signed-in user's memberships, zero-based pages. */
export const getMemberships = (page: number, size: number) =>
  requestJson(membershipListSchema, API.membership.all, { searchParams: { page, size } });

export const membershipsQueryOptions = (page: number, size: number) =>
  queryOptions({
    queryKey: [...MEMBERSHIPS_KEY, page, size] as const,
    queryFn: () => getMemberships(page, size),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useMemberships = (page: number, size: number) => useQuery(membershipsQueryOptions(page, size));
