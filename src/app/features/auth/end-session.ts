import type { QueryClient } from '@tanstack/react-query';
import { clearReadableCookies } from '#app/lib/session-reset.ts';
import { THEME_STORAGE_KEY } from '#app/lib/theme.tsx';
import { meQueryOptions } from './api/get-me';

/**
 * Forget everything this browser knows about the signed-in user: readable cookies, the
 * query cache (balances, profile, watch list) and local storage. The theme is a device
 * preference, not user data, so it survives.
 */
export function endClientSession(queryClient: QueryClient, win: Window = window): void {
  clearReadableCookies(win.document);
  try {
    const theme = win.localStorage.getItem(THEME_STORAGE_KEY);
    win.localStorage.clear();
    if (theme !== null) win.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage may be unavailable (private mode); the cache and cookies are cleared anyway.
  }
  void dropPersonalCaches(win);
  queryClient.cancelQueries().catch(() => undefined);
  queryClient.clear();
  // Seed "visitor" so guards and the toolbar do not ask the server again on the way out.
  queryClient.setQueryData(meQueryOptions().queryKey, null);
}

// Runtime caches of the service worker (sw/route-rules.ts) that can hold signed-in article text
// and profile photos; the precached app shell stays.
const PERSONAL_CACHE_PREFIXES = ['khabar-news-', 'khabar-images-'];

async function dropPersonalCaches(win: Window): Promise<void> {
  if (!('caches' in win)) return;
  try {
    const names = await win.caches.keys();
    await Promise.all(names.filter((n) => PERSONAL_CACHE_PREFIXES.some((p) => n.startsWith(p))).map((n) => win.caches.delete(n)));
  } catch (e) {
    console.warn('Could not clear cached articles', e);
  }
}
