import type { QueryClient } from '@tanstack/react-query';
import { clearOfflineCopies, clearReadableCookies } from '#app/lib/session-reset.ts';
import { THEME_STORAGE_KEY } from '#app/lib/theme.tsx';
import { meQueryOptions } from './api/get-me';

/**
 * Forget everything this browser knows about the signed-in user: readable cookies, the
 * query cache (balances, profile, watch list), local storage, and the offline store and
 * caches (saved articles, notes, queued changes). The theme is a device preference, not user
 * data, so it survives. Resolves when the offline copies are gone.
 */
export function endClientSession(queryClient: QueryClient, win: Window = window): Promise<void> {
  clearReadableCookies(win.document);
  try {
    const theme = win.localStorage.getItem(THEME_STORAGE_KEY);
    win.localStorage.clear();
    if (theme !== null) win.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage may be unavailable (private mode); the cache and cookies are cleared anyway.
  }
  queryClient.cancelQueries().catch(() => undefined);
  queryClient.clear();
  // Seed "visitor" so guards and the toolbar do not ask the server again on the way out.
  queryClient.setQueryData(meQueryOptions().queryKey, null);
  return clearOfflineCopies(win);
}
