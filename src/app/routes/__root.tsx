import { ClientOnly, createRootRouteWithContext } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { HydrationPart, useFirstRenderWhole } from '#app/components/hydration-part.tsx';
import { NotFound } from '#app/components/not-found.tsx';
import { PageError } from '#app/components/page-error.tsx';
import { RootLayout } from '#app/components/shell/root-layout.tsx';
import { AccountArea } from '#app/features/auth/components/account-area.tsx';
import type { RouterContext } from '#app/lib/router-context.ts';
import { MemberArticleActions } from './-components/member-article-actions';

// Neither is needed for the first screen: they load beside it, not before it. The overlays
// are the client's alone (the server's markup has none, and the client's first render, which
// takes that markup over, must match it), and load once the first screen is whole: loading
// their chunks and rendering them inside the first render's opening task made it longer.
const LazyOverlays = lazy(() => import('./-components/overlays'));
function Overlays() {
  return useFirstRenderWhole() ? <LazyOverlays /> : null;
}
const DrawerExtra = lazy(() => import('./-components/drawer-extra'));

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <MemberArticleActions>
      {/* The shell is taken over in a task after the router's and the member actions' hooks. */}
      <HydrationPart>
        <RootLayout
          account={<AccountArea />}
          overlays={
            <ClientOnly>
              <Suspense fallback={null}>
                <Overlays />
              </Suspense>
            </ClientOnly>
          }
          drawerExtra={(close) => (
            <Suspense fallback={null}>
              <DrawerExtra close={close} />
            </Suspense>
          )}
        />
      </HydrationPart>
    </MemberArticleActions>
  ),
  notFoundComponent: NotFound,
  errorComponent: PageError,
});
