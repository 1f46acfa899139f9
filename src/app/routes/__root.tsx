import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFound } from '#app/components/not-found.tsx';
import { PageError } from '#app/components/page-error.tsx';
import { RootLayout } from '#app/components/shell/root-layout.tsx';
import { AccountArea } from '#app/features/auth/components/account-area.tsx';
import { PwaLayer } from '#app/features/pwa/index.ts';
import type { RouterContext } from '#app/lib/router-context.ts';
import { MemberArticleActions } from './-components/member-article-actions';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <MemberArticleActions>
      <RootLayout account={<AccountArea />} overlays={<PwaLayer />} />
    </MemberArticleActions>
  ),
  notFoundComponent: NotFound,
  errorComponent: PageError,
});
