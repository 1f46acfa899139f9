// The app's router, made the same way in the browser (src/app/boot.tsx) and by the server's
// renderer of first screens (src/app/entry-server.tsx): the client's first render must have the
// server's shape to take the server's markup over.
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { ScreenCatalogue } from '#shared/interface-catalogues.ts';
import { PageError } from './components/page-error';
import { routeTree } from './route-tree.gen';

/** `nonce`: on the server, the page's script nonce, which the router's hydration scripts carry. */
export function createAppRouter(queryClient: QueryClient, { nonce }: { nonce?: string } = {}) {
  const router = createRouter({
    routeTree,
    ssr: nonce === undefined ? undefined : { nonce },
    context: { queryClient },
    scrollRestoration: true,
    defaultPreload: 'intent',
    // Loaders use the query cache, which decides freshness; the router should always ask it.
    defaultPreloadStaleTime: 0,
    // Keep the previous screen while a quick navigation completes instead of flashing a spinner.
    defaultPendingMs: 600,
    defaultPendingMinMs: 300,
    // A screen that fails to load shows its error inside the shell, so navigation stays usable.
    defaultErrorComponent: PageError,
  });
  // The loaders fill the query cache; the server's render sends that cache with its markup (in
  // the router's hydration scripts) and the client's router puts it back before the first
  // render, which so needs no request of its own. The app's providers (app-root.tsx) already
  // hold the query client.
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /**
     * The screens' message catalogues the route's screen shows words of (its feature folders
     * among src/shared/interface-catalogues.ts): loaded before it renders (the root route's
     * `beforeLoad`, and src/app/boot.tsx before the server's markup is taken over).
     */
    catalogues?: readonly ScreenCatalogue[];
  }
  interface HistoryState {
    /** On the login page's entry: the address the reader pressed Sign in on (sign-in-link.tsx). */
    signInFrom?: string;
  }
}
