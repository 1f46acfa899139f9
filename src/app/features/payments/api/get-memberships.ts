import { useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { membershipListSchema } from '#shared/schemas/payments.ts';
import { historyQueryOptions } from './history';

export const MEMBERSHIPS_KEY = ['membership', 'all'] as const;

/** GET membership get/all: the signed-in user's memberships. */
export const membershipsQueryOptions = (page: number, size: number) =>
  historyQueryOptions(MEMBERSHIPS_KEY, membershipListSchema, API.membership.all, page, size);

export const useMemberships = (page: number, size: number) => useQuery(membershipsQueryOptions(page, size));
