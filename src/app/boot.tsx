// The app proper: the router, the query cache and the first render.
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SERVER_MARKUP_ATTRIBUTE } from '#shared/first-view.ts';
import { SOURCE_INTERFACE_LANGUAGE } from '#shared/interface-language.ts';
import { AppRoot } from './app-root';
import { meQueryOptions } from './features/auth/api/get-me';
import {
  activateInterfaceLanguage,
  mirrorInterfaceLanguageCookie,
  pageInterfaceLanguage,
  preferredInterfaceLanguage,
  routeCatalogues,
  storedInterfaceLanguage,
} from './lib/i18n';
import { restoreAndPersist } from './lib/persist';
import { finishTakingOver, takingOverServerMarkup } from './lib/take-over';
import { createQueryClient } from './lib/query-client';
import { parseThemeName, THEME_STORAGE_KEY, type ThemeName } from './lib/theme';
import { createAppRouter } from './router';

/** The reader's chosen theme; storage that cannot be read (blocked by the browser) means the default. */
function storedTheme(): ThemeName {
  try {
    return parseThemeName(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'default';
  }
}

/**
 * After the server's markup is taken over: the lists persisted by an earlier visit. Offline, the
 * markup is a saved article's page the service worker kept (sw/sw.ts), rendered for a visitor:
 * the reader is asked for again (the device's last-known account), so a member's own view follows.
 */
function tookOver(queryClient: QueryClient): void {
  // The shell is hydrated; the parts below it may still wait (src/app/lib/take-over.tsx).
  takingOverServerMarkup();
  void restoreAndPersist(queryClient);
  if (!navigator.onLine) void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
}

/**
 * Starts the app. A first screen the server rendered (src/app/entry-server.tsx) arrives as
 * markup with the router's state and the query cache it was built from (TanStack Router's
 * hydration scripts): RouterClient puts them back and the client builds the same tree, which
 * hydrates the markup. The hydration runs as a transition, so React does it in short tasks,
 * and the screens' Suspense boundaries (the footer, the home's sections below the top stories,
 * the article's panels) are its units of selective hydration: the part the reader touches
 * first is hydrated first.
 */
export async function start(): Promise<void> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  const server = document.querySelector(`[${SERVER_MARKUP_ATTRIBUTE}]`);
  if (server) {
    // The interface's language: the server rendered the markup in the page's <html lang>, from
    // the reader's cookie (their choice on this device, mirrored) or the browser's languages.
    // Its shell catalogue and those of the screen shown load before the first render, which must
    // match the markup (the router does not run the root route's `beforeLoad` as it hydrates).
    const rendered = pageInterfaceLanguage();
    const chosen = storedInterfaceLanguage();
    const language = chosen ?? rendered;
    if (chosen) mirrorInterfaceLanguageCookie(chosen);
    await activateInterfaceLanguage(language, routeCatalogues(router.matchRoutes(router.latestLocation)));
    // Lists persisted by an earlier visit (which the server did not have) are restored once
    // the markup is taken over, never over the fresher answers the page came with.
    const app = (
      <AppRoot queryClient={queryClient} onFirstCommit={() => tookOver(queryClient)}>
        <RouterClient router={router} />
      </AppRoot>
    );
    // The server renders the default theme; a reader who chose another gets the app's own
    // render (hydration keeps the server's attributes, so their colours would stay), which
    // replaces the server's markup in one commit. So does a reader whose choice of language
    // the server did not know (a cookie lost while local storage kept it). Offline, the markup is
    // a kept page rendered for a visitor, which the member's view replaces at once (tookOver): a
    // fresh render too, so nothing half-hydrated meets the change.
    if (storedTheme() === 'default' && language === rendered && navigator.onLine) {
      // A navigation while parts of the markup still wait: they are taken over first, at the
      // address they were rendered for (src/app/lib/take-over.tsx).
      router.subscribe('onBeforeNavigate', () => finishTakingOver());
      startTransition(() => void hydrateRoot(server, app));
    } else startTransition(() => createRoot(server).render(app));
    return;
  }
  // No server markup (a signed-in reader, the offline shell): persisted lists first, then the
  // first navigation completes before anything is shown, so no half-loaded first screen.
  const language = preferredInterfaceLanguage();
  if (storedInterfaceLanguage()) mirrorInterfaceLanguageCookie(language);
  // Offline, a language whose catalogue the worker has not kept (a new version of the app not
  // yet opened online) gives way to English's, which the worker precaches.
  const speaking = activateInterfaceLanguage(language).catch(() =>
    activateInterfaceLanguage(SOURCE_INTERFACE_LANGUAGE),
  );
  await Promise.all([restoreAndPersist(queryClient), speaking]);
  await router.load();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTransition(() =>
    root.render(
      <AppRoot queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppRoot>,
    ),
  );
}
