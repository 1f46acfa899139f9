// The app proper: loaded by main.tsx (after the first paint when the server sent the screen).
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type AnyRoute } from '@tanstack/react-router';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SERVER_MARKUP_ATTRIBUTE } from '#shared/first-view.ts';
import { renderInParts } from './components/hydration-part';
import { AppRoot } from './app-root';
import { PageError } from './components/page-error';
import { meQueryOptions } from './features/auth/api/get-me';
import { restoreAndPersist } from './lib/persist';
import { nextTask } from './lib/next-task';
import { createQueryClient } from './lib/query-client';
import { parseThemeName, THEME_STORAGE_KEY, type ThemeName } from './lib/theme';
import { routeTree } from './route-tree.gen';

/** How long one task of a hidden first render may run: a phone then has no task over 50 ms. */
const HIDDEN_RENDER_SLICE_MS = 30;

function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
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
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

/** The reader's chosen theme; storage that cannot be read (blocked by the browser) means the default. */
function storedTheme(): ThemeName {
  try {
    return parseThemeName(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'default';
  }
}

/**
 * Starts the app. The entry (main.tsx) calls it in a task after the one that evaluated this
 * module, and it takes its own steps in separate tasks too: on a phone each is then short
 * (tests/bench/HISTORY.md, "Web").
 */
export async function start(): Promise<void> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  let restoring: Promise<void> | null = null;
  const restore = () => (restoring ??= restoreAndPersist(queryClient));
  await nextTask();
  // The server sends its markup of the first screen to visitors only (no session cookie).
  const server = document.querySelector(`[${SERVER_MARKUP_ATTRIBUTE}]`);
  if (server) queryClient.setQueryData(meQueryOptions().queryKey, null);
  // The server renders the default theme; a reader who chose another gets the app's own render
  // (hydration keeps the server's attributes, so their colours would stay).
  if (server && storedTheme() === 'default') {
    // The first screen is built from the answers inlined beside the markup, exactly as the
    // server built it; persisted lists (which the server did not have) are restored once the
    // markup is taken over, and never over fresher answers. The first route's code (its
    // component and loader chunks) is fetched and evaluated first, in a task of its own, and
    // asked for in one of its own as well: Vite's helper then adds a <link> for each chunk the
    // route needs, a dozen or more on the article page, and on a phone that alone is most of a
    // long task.
    const firstRoutes = router.matchRoutes(router.state.location).map((m) => router.routesById[m.routeId as keyof typeof router.routesById] as AnyRoute);
    await nextTask();
    await Promise.all(firstRoutes.map((route) => router.loadRouteChunk(route)));
    await nextTask();
    await router.load();
    await nextTask();
    // The client takes over the server's markup instead of rebuilding it: it attaches to the
    // nodes of its own first render, with no second commit and no second layout
    // (tests/bench/HISTORY.md, "Web").
    // Preact does that in one go, so the screens' parts (components/hydration-part.tsx) are
    // taken over each in a task of its own; those far below the screen, when the reader comes
    // near them (`whenSeen`). The router must know it is hydrating: it then
    // leaves out the Suspense boundary it adds around the matches on the client only, so both
    // trees agree.
    router.ssr = { manifest: undefined };
    renderInParts(
      () => {
        hydrateRoot(server, <AppRoot queryClient={queryClient} router={router} onFirstCommit={restore} />);
      },
      { hydrating: true },
    );
    return;
  }
  await restore();
  // The first navigation completes before anything is shown: no half-loaded first screen.
  await router.load();
  await nextTask();
  const container = document.getElementById('root') as HTMLElement;
  const root = createRoot(container);
  const app = <AppRoot queryClient={queryClient} router={router} />;
  if (server) {
    // The server's markup (for a reader with another theme) stays on screen until the app
    // replaces it in one commit.
    root.render(app);
    return;
  }
  // Nothing on screen yet (a signed-in reader): the first screen is built part by part, as the
  // server's markup is taken over, and shown once whole, so that no task is long and no
  // half-built screen is seen. Out of sight, a task takes as many parts as fit in its budget:
  // one part a task, with the browser laying the hidden screen out between tasks, took twice
  // as long as the single render (tests/bench/HISTORY.md, "Web").
  container.style.visibility = 'hidden';
  renderInParts(() => root.render(app), {
    budgetMs: HIDDEN_RENDER_SLICE_MS,
    onWhole: () => container.style.removeProperty('visibility'),
  });
}
