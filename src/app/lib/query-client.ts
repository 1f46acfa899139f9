import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { resetSessionAndGoToLogin } from './session-reset';

/** The global 401 rule lives here, once, for every query and mutation (docs/product.md, "Sign-in and sessions"). */
export function handleGlobalError(
  error: unknown,
  onUnauthorized: () => void = () => void resetSessionAndGoToLogin(),
): void {
  if (isApiError(error) && error.status === 401) onUnauthorized();
}

// Client errors (4xx) will not change on retry; network blips and 5xx may. With no network at
// all, retrying only delays the offline fallback.
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  return failureCount < 2;
}

export function createQueryClient(onUnauthorized: () => void = () => void resetSessionAndGoToLogin()): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (e) => handleGlobalError(e, onUnauthorized) }),
    mutationCache: new MutationCache({ onError: (e) => handleGlobalError(e, onUnauthorized) }),
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
