import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useChromeHidden } from './chrome';
import { Footer } from './footer';
import { SideDrawer } from './side-drawer';
import { Toolbar } from './toolbar';

type Props = {
  /** The toolbar's account corner. */
  account: ReactNode;
  /** Overlays that live above every page (update prompt, offline badge). */
  overlays: ReactNode;
  /** Extra drawer items, given the function that closes the drawer. */
  drawerExtra?: (close: () => void) => ReactNode;
};

/** The shell: toolbar, drawer, page and footer; the root route supplies the feature slots. */
export function RootLayout({ account, overlays, drawerExtra }: Props) {
  const [opened, drawer] = useDisclosure(false);
  const hidden = useChromeHidden();
  return (
    <AppShell header={{ height: 60, collapsed: hidden }} padding={0}>
      {!hidden && <Toolbar drawerOpened={opened} toggleDrawer={drawer.toggle} closeDrawer={drawer.close} account={account} />}
      <SideDrawer opened={opened} onClose={drawer.close} extra={drawerExtra} />
      <AppShell.Main>
        <Box component="main" id="main" mih="70vh">
          <Outlet />
        </Box>
        {!hidden && <Footer />}
      </AppShell.Main>
      {overlays}
    </AppShell>
  );
}
