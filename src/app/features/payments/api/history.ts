import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from '#shared/zod.ts';
import { requestJson } from '#app/lib/http.ts';

/**
 * A page of one of the signed-in user's payment histories (zero-based pages): always asked
 * afresh, the page before kept on screen until it comes.
 */
export const historyQueryOptions = <S extends z.ZodMiniType>(
  key: readonly string[],
  schema: S,
  path: string,
  page: number,
  size: number,
) =>
  queryOptions({
    queryKey: [...key, page, size] as const,
    queryFn: () => requestJson(schema, path, { searchParams: { page, size } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
