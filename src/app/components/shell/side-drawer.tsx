import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Drawer, NavLink, SegmentedControl, Stack, Text, useMantineColorScheme } from '@mantine/core';
import { IconHome, IconMicrophone, IconMoon, IconNews, IconSearch, IconSun } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { APP_VERSION, TIMING } from '#shared/constants.ts';
import {
  COLOR_SCHEME_LABELS,
  COLOR_SCHEMES,
  THEME_LABELS,
  THEME_NAMES,
  parseThemeName,
  useAppTheme,
} from '#app/lib/theme.tsx';
import { LogoLink } from './logo-link';

import type { ReactNode } from 'react';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** More items under the main links (the root route supplies "Install app"). */
  extra?: (close: () => void) => ReactNode;
};

/** The main navigation, in the drawer's order. */
const MAIN_LINKS = [
  { to: '/dashboard/news', label: 'Home', Icon: IconHome },
  { to: '/pages/news/list', label: "Today's news", Icon: IconNews },
  { to: '/pages/news/search', label: 'Search', Icon: IconSearch },
  { to: '/pages/speech', label: 'Text to speech', Icon: IconMicrophone },
] as const;

export function SideDrawer({ opened, onClose, extra }: Props) {
  const { name, setName } = useAppTheme();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
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
          {MAIN_LINKS.map(({ to, label, Icon }) => (
            <NavLink
              key={to}
              component={Link}
              to={to}
              label={label}
              leftSection={<Icon size={18} />}
              onClick={onClose}
            />
          ))}
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
        <Stack gap={6}>
          <Text size="sm" fw={600} id="color-scheme-label">
            <IconMoon size={14} style={{ verticalAlign: -2, marginRight: 6 }} aria-hidden />
            Colours
          </Text>
          <SegmentedControl
            aria-labelledby="color-scheme-label"
            value={colorScheme}
            onChange={(v) => setColorScheme(COLOR_SCHEMES.find((c) => c === v) ?? 'auto')}
            data={COLOR_SCHEMES.map((c) => ({ value: c, label: COLOR_SCHEME_LABELS[c] }))}
          />
        </Stack>
        <Text size="sm" c="dimmed">
          App Version: {APP_VERSION}
        </Text>
      </Stack>
    </Drawer>
  );
}
