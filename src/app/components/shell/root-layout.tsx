import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { PwaLayer } from '../../features/pwa';
import { useChromeHidden } from './chrome';
import { Footer } from './footer';
import { SideDrawer } from './side-drawer';
import { Toolbar } from './toolbar';

export function RootLayout() {
  const [opened, drawer] = useDisclosure(false);
  const hidden = useChromeHidden();
  return (
    <AppShell header={{ height: 60, collapsed: hidden }} padding={0}>
      {!hidden && <Toolbar drawerOpened={opened} toggleDrawer={drawer.toggle} closeDrawer={drawer.close} />}
      <SideDrawer opened={opened} onClose={drawer.close} />
      <AppShell.Main>
        <Box component="main" id="main" mih="70vh">
          <Outlet />
        </Box>
        {!hidden && <Footer />}
      </AppShell.Main>
      <PwaLayer />
    </AppShell>
  );
}
