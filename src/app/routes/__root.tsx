import { NavLink } from '@mantine/core';
import { IconHeadphones } from '@tabler/icons-react';
import { createRootRouteWithContext, Link } from '@tanstack/react-router';
import { NotFound } from '#app/components/not-found.tsx';
import { PageError } from '#app/components/page-error.tsx';
import { RootLayout } from '#app/components/shell/root-layout.tsx';
import { useViewer } from '#app/features/auth/api/get-me.ts';
import { AccountArea } from '#app/features/auth/components/account-area.tsx';
import { SyncStatus } from '#app/features/offline/index.ts';
import { InstallItem, PwaLayer } from '#app/features/pwa/index.ts';
import type { RouterContext } from '#app/lib/router-context.ts';
import { MemberArticleActions } from './-components/member-article-actions';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <MemberArticleActions>
      <RootLayout account={<AccountArea />} overlays={<Overlays />} drawerExtra={(close) => <DrawerExtra close={close} />} />
    </MemberArticleActions>
  ),
  notFoundComponent: NotFound,
  errorComponent: PageError,
});

function Overlays() {
  const { signedIn, member } = useViewer();
  return (
    <>
      <PwaLayer />
      <SyncStatus signedIn={signedIn} member={member} />
    </>
  );
}

function DrawerExtra({ close }: { close: () => void }) {
  const { member } = useViewer();
  return (
    <>
      {member && (
        <NavLink component={Link} to="/pages/news/listen" label="Listen to my bookmarks" leftSection={<IconHeadphones size={18} />} onClick={close} />
      )}
      <InstallItem onDone={close} />
    </>
  );
}
