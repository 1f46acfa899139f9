import './lib/mantine-styles';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PageError } from './components/page-error';
import { watchInstallPrompt } from './features/pwa/install';
import { restoreAndPersist } from './lib/persist';
import { createQueryClient } from './lib/query-client';
import { AppThemeProvider } from './lib/theme';
import { TOAST_CONTAINER } from './lib/toast';
import { routeTree } from './route-tree.gen';

const queryClient = createQueryClient();

const router = createRouter({
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

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// The install prompt comes once, early: catch it before the first screen renders.
watchInstallPrompt();

async function start(): Promise<void> {
  await restoreAndPersist(queryClient);
  // The first navigation completes before anything is shown: no half-loaded first screen.
  await router.load();
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppThemeProvider>
          <Notifications {...TOAST_CONTAINER} />
          <RouterProvider router={router} />
        </AppThemeProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
