import { Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { InterfaceLanguage } from '#shared/interface-language.ts';
import { useChromeHidden } from './chrome';
import classes from './shell.module.css';
import { Footer } from './footer';
import { Toolbar } from './toolbar';

// The drawer (a modal with its focus trap, scroll lock and theme switch) loads when it is
// first opened, not with the first screen.
const SideDrawer = lazy(() => import('./side-drawer').then((m) => ({ default: m.SideDrawer })));

type Props = {
  /** The toolbar's account corner. */
  account: ReactNode;
  /** Overlays that live above every page (update prompt, offline badge). */
  overlays: ReactNode;
  /** Extra drawer items, given the function that closes the drawer. */
  drawerExtra?: (close: () => void) => ReactNode;
  /** Told of the reader's new interface language (a signed-in reader's profile keeps it). */
  onLanguageChosen?: (code: InterfaceLanguage) => void;
};

/** The shell: toolbar, drawer, page and footer; the root route supplies the feature slots. */
export function RootLayout({ account, overlays, drawerExtra, onLanguageChosen }: Props) {
  const [opened, drawer] = useDisclosure(false);
  // Once opened it stays mounted, so closing animates like any drawer.
  const [wanted, setWanted] = useState(false);
  if (opened && !wanted) setWanted(true);
  const hidden = useChromeHidden();
  // The footer lies below every first screen: its Suspense boundary lets React hydrate it after
  // the screen's content, or first if the reader uses it.
  return (
    <>
      {!hidden && (
        <Toolbar drawerOpened={opened} toggleDrawer={drawer.toggle} closeDrawer={drawer.close} account={account} />
      )}
      {wanted && (
        <Suspense fallback={null}>
          <SideDrawer opened={opened} onClose={drawer.close} extra={drawerExtra} onLanguageChosen={onLanguageChosen} />
        </Suspense>
      )}
      <div className={classes.main} data-chrome-hidden={hidden || undefined}>
        <Box component="main" id="main" mih="70vh">
          <Outlet />
        </Box>
        {!hidden && (
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        )}
      </div>
      {overlays}
    </>
  );
}
