import { ClientOnly, createRootRouteWithContext, Scripts } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { NotFound } from '#app/components/not-found.tsx';
import { PageError } from '#app/components/page-error.tsx';
import { RootLayout } from '#app/components/shell/root-layout.tsx';
import { AccountArea } from '#app/features/auth/components/account-area.tsx';
import { loadRouteCatalogues } from '#app/lib/i18n.ts';
import type { RouterContext } from '#app/lib/router-context.ts';
import { siteInfoQueryOptions } from '#app/lib/site-info.ts';
import { useProfileInterfaceLanguage } from './-components/interface-language';
import { MemberArticleActions } from './-components/member-article-actions';

// Neither is needed for the first screen: they load beside it, not before it. The overlays
// are the client's alone (ClientOnly: the server's markup has none, and the client's first
// render, which hydrates that markup, must match it).
const Overlays = lazy(() => import('./-components/overlays'));
const DrawerExtra = lazy(() => import('./-components/drawer-extra'));

export const Route = createRootRouteWithContext<RouterContext>()({
  // The words of the screens the navigation leads to (their routes' `staticData.catalogues`), in
  // the interface's language, before any of them renders; the shell's are loaded already.
  beforeLoad: ({ matches }) => loadRouteCatalogues(matches),
  // The footer's site settings: a server-rendered screen comes with them, and the browser's
  // first render has them from its persisted lists (they are asked for beside the route's own).
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(siteInfoQueryOptions()),
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: PageError,
});

function Root() {
  const keepLanguage = useProfileInterfaceLanguage();
  return (
    <MemberArticleActions>
      <RootLayout
        account={<AccountArea />}
        onLanguageChosen={keepLanguage}
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
      {/* On the server, the router's hydration scripts (its state and the query cache, for
          the browser's first render); in the browser, nothing. */}
      <Scripts />
    </MemberArticleActions>
  );
}
