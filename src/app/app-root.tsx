// The providers around the router, the same on the server (src/app/entry-server.tsx) and in the
// browser (src/app/boot.tsx): the client's first render must have the server's shape to take
// the server's markup over (useId's ids follow the tree's shape).
import { useNotifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { type AnyRouter, RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { SERVER_MARKUP_ATTRIBUTE } from '#shared/first-view.ts';
import { HydrationPart } from './components/hydration-part';
import { AppThemeProvider } from './lib/theme';

// Toasts' container and its transitions load with the first toast, not with the first screen.
const ToastContainer = lazy(() => import('./lib/toast-container'));
function Toasts() {
  const shown = useNotifications().notifications.length > 0;
  const [wanted, setWanted] = useState(false);
  if (shown && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
}

/** Once hydrated, the server's markup is the app's own (tests and tools wait for this). */
function TakenOver({ then }: { then?: () => void }) {
  useEffect(() => {
    document.querySelector(`[${SERVER_MARKUP_ATTRIBUTE}]`)?.removeAttribute(SERVER_MARKUP_ATTRIBUTE);
    then?.();
  }, [then]);
  return null;
}

type Props = { queryClient: QueryClient; router: AnyRouter; onFirstCommit?: () => void };

export function AppRoot({ queryClient, router, onFirstCommit }: Props) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppThemeProvider>
          <Toasts />
          <TakenOver then={onFirstCommit} />
          {/* The screen (the router's matches, the shell) is taken over in a task after the
              providers': together they were the longest task of a visitor's load. */}
          <HydrationPart>
            <RouterProvider router={router} />
          </HydrationPart>
        </AppThemeProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
