import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { queryOptions, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { persistQueryClient, persistQueryClientSave } from '@tanstack/react-query-persist-client';

/** How long a persisted list stays usable; persisted queries keep gcTime at least this long. */
const PERSIST_MAX_AGE = 24 * 60 * 60 * 1000;

/** Mark a list query for persistence so the last lists show instantly and offline. */
export const persistedListOptions = {
  meta: { persist: true },
  gcTime: PERSIST_MAX_AGE,
  // The service worker may answer from its cache while offline; let the request go out.
  networkMode: 'offlineFirst',
} as const;

/** The options of a persisted list that changes rarely: asked for again once `staleTime` (ms) has passed. */
export const persistedListQuery = <T, K extends QueryKey>(queryKey: K, queryFn: () => Promise<T>, staleTime: number) =>
  queryOptions({ queryKey, queryFn, staleTime, ...persistedListOptions });

/**
 * Restore persisted lists (never over fresher answers in the cache), then keep storage in step:
 * the answers already in the cache are saved at once (a server-rendered page brings its lists
 * with it, and a page that asks for nothing more would otherwise never save them), and every
 * later change of the cache is saved as it comes.
 */
export async function restoreAndPersist(queryClient: QueryClient): Promise<void> {
  if (typeof window === 'undefined' || !window.localStorage) return;
  const persister = createSyncStoragePersister({
    storage: window.localStorage,
    key: 'khabar-queries',
    throttleTime: 1000,
  });
  const options = {
    queryClient,
    persister,
    buster: __BUILD_ID__,
    dehydrateOptions: {
      shouldDehydrateQuery: (q: Query) => q.meta?.persist === true && q.state.status === 'success',
    },
  };
  const [, restored] = persistQueryClient({ ...options, maxAge: PERSIST_MAX_AGE });
  await restored.catch(() => undefined);
  await persistQueryClientSave(options).catch(() => undefined);
}
