// The providers around the router, the same on the server (src/app/entry-server.tsx) and in the
// browser (src/app/boot.tsx): the client's first render must have the server's shape to take
// the server's markup over (useId's ids follow the tree's shape).
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useNotifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, useEffect, useState, type ReactNode } from 'react';
import { SERVER_MARKUP_ATTRIBUTE } from '#shared/first-view.ts';
import { TakeOverProvider } from './lib/take-over';
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

/** `children`: the router, as the server renders it (RouterServer) or the browser (RouterClient, RouterProvider). */
type Props = { queryClient: QueryClient; children: ReactNode; onFirstCommit?: () => void };

export function AppRoot({ queryClient, children, onFirstCommit }: Props) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <AppThemeProvider>
            <Toasts />
            <TakenOver then={onFirstCommit} />
            <TakeOverProvider>{children}</TakeOverProvider>
          </AppThemeProvider>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}
