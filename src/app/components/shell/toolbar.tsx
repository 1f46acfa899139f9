import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Burger, Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LogoLink } from './logo-link';
import { SearchBox } from './search-box';
import classes from './shell.module.css';

type Props = {
  drawerOpened: boolean;
  toggleDrawer: () => void;
  closeDrawer: () => void;
  /** The account corner (sign-in icon or account menu), supplied by the root route. */
  account: ReactNode;
};

export function Toolbar({ drawerOpened, toggleDrawer, closeDrawer, account }: Props) {
  const { t } = useLingui();
  // right-scroll-bar-position: a dialog's scroll lock keeps this fixed bar from shifting.
  return (
    <Box component="header" className={`${classes.header} right-scroll-bar-position`}>
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <Burger opened={drawerOpened} onClick={toggleDrawer} size="sm" aria-label={t`Open menu`} />
          <LogoLink onNavigate={closeDrawer} />
        </Group>
        <Group visibleFrom="sm" style={{ flex: 1, justifyContent: 'center' }}>
          <SearchBox />
        </Group>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            component={Link}
            to="/pages/news/search"
            hiddenFrom="sm"
            variant="subtle"
            size="lg"
            aria-label={t`Search`}
          >
            <IconSearch size={20} />
          </ActionIcon>
          {account}
        </Group>
      </Group>
    </Box>
  );
}
