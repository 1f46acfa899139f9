import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';

/** How long a persisted list stays usable; persisted queries keep gcTime at least this long. */
const PERSIST_MAX_AGE = 24 * 60 * 60 * 1000;

/** Mark a list query for persistence so the last lists show instantly and offline. */
export const persistedListOptions = {
  meta: { persist: true },
  gcTime: PERSIST_MAX_AGE,
  // The service worker may answer from its cache while offline; let the request go out.
  networkMode: 'offlineFirst',
} as const;

/** Restore persisted lists before the first render, then keep storage in step. */
export async function restoreAndPersist(queryClient: QueryClient): Promise<void> {
  if (typeof window === 'undefined' || !window.localStorage) return;
  const persister = createSyncStoragePersister({
    storage: window.localStorage,
    key: 'khabar-queries',
    throttleTime: 1000,
  });
  const [, restored] = persistQueryClient({
    queryClient,
    persister,
    maxAge: PERSIST_MAX_AGE,
    buster: __BUILD_ID__,
    dehydrateOptions: {
      shouldDehydrateQuery: (q) => q.meta?.persist === true && q.state.status === 'success',
    },
  });
  await restored.catch(() => undefined);
}
