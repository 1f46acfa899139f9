import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Drawer, NavLink, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconHome, IconMicrophone, IconNews, IconSearch, IconSun } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { APP_VERSION, TIMING } from '#shared/constants.ts';
import { THEME_LABELS, THEME_NAMES, parseThemeName, useAppTheme } from '#app/lib/theme.tsx';
import { LogoLink } from './logo-link';

import type { ReactNode } from 'react';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** More items under the main links (the root route supplies "Install app"). */
  extra?: (close: () => void) => ReactNode;
};

export function SideDrawer({ opened, onClose, extra }: Props) {
  const { name, setName } = useAppTheme();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={300}
      transitionProps={{ duration: TIMING.drawerMs }}
      title={<LogoLink onNavigate={onClose} />}
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <Stack gap="lg">
        <nav aria-label="Main">
          <NavLink
            component={Link}
            to="/dashboard/news"
            label="Home"
            leftSection={<IconHome size={18} />}
            onClick={onClose}
          />
          <NavLink
            component={Link}
            to="/pages/news/list"
            label="Today's news"
            leftSection={<IconNews size={18} />}
            onClick={onClose}
          />
          <NavLink
            component={Link}
            to="/pages/news/search"
            label="Search"
            leftSection={<IconSearch size={18} />}
            onClick={onClose}
          />
          <NavLink
            component={Link}
            to="/pages/speech"
            label="Text to speech"
            leftSection={<IconMicrophone size={18} />}
            onClick={onClose}
          />
          {extra?.(onClose)}
        </nav>
        <Stack gap={6}>
          <Text size="sm" fw={600} id="theme-label">
            <IconSun size={14} style={{ verticalAlign: -2, marginRight: 6 }} aria-hidden />
            Theme
          </Text>
          <SegmentedControl
            aria-labelledby="theme-label"
            value={name}
            onChange={(v) => setName(parseThemeName(v))}
            data={THEME_NAMES.map((t) => ({ value: t, label: THEME_LABELS[t] }))}
          />
        </Stack>
        <Text size="sm" c="dimmed">
          App Version: {APP_VERSION}
        </Text>
      </Stack>
    </Drawer>
  );
}
