import { ActionIcon, Box, Burger, Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LogoLink } from './logo-link';
import { SearchBox } from './search-box';
import classes from './shell.module.css';
import { HydrationPart } from '#app/components/hydration-part.tsx';

type Props = {
  drawerOpened: boolean;
  toggleDrawer: () => void;
  closeDrawer: () => void;
  /** The account corner (sign-in icon or account menu), supplied by the root route. */
  account: ReactNode;
};

export function Toolbar({ drawerOpened, toggleDrawer, closeDrawer, account }: Props) {
  // right-scroll-bar-position: a dialog's scroll lock keeps this fixed bar from shifting.
  return (
    <HydrationPart>
      <Box component="header" className={`${classes.header} right-scroll-bar-position`}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          {/* Taken over in three parts: the whole bar in one took a long task's time on a phone. */}
          <HydrationPart>
            <Group gap="xs" wrap="nowrap">
              <Burger opened={drawerOpened} onClick={toggleDrawer} size="sm" aria-label="Open menu" />
              <LogoLink onNavigate={closeDrawer} />
            </Group>
          </HydrationPart>
          <HydrationPart>
            <Group visibleFrom="sm" style={{ flex: 1, justifyContent: 'center' }}>
              <SearchBox />
            </Group>
          </HydrationPart>
          <HydrationPart>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                component={Link}
                to="/pages/news/search"
                hiddenFrom="sm"
                variant="subtle"
                size="lg"
                aria-label="Search"
              >
                <IconSearch size={20} />
              </ActionIcon>
              {account}
            </Group>
          </HydrationPart>
        </Group>
      </Box>
    </HydrationPart>
  );
}
