import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Input.css';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import type { InterfaceLanguage } from '#shared/interface-language.ts';
import { LanguageSwitch } from './language-switch';
import { LogoLink } from './logo-link';

import type { ReactNode } from 'react';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** More items under the main links (the root route supplies "Install app"). */
  extra?: (close: () => void) => ReactNode;
  /** Told of the reader's new interface language (a member's profile keeps it). */
  onLanguageChosen?: (code: InterfaceLanguage) => void;
};

/** The main navigation, in the drawer's order. */
const MAIN_LINKS = [
  { to: '/dashboard/news', label: msg`Home`, Icon: IconHome },
  { to: '/pages/news/list', label: msg`Today's news`, Icon: IconNews },
  { to: '/pages/news/search', label: msg`Search`, Icon: IconSearch },
  { to: '/pages/speech', label: msg`Text to speech`, Icon: IconMicrophone },
] as const;

const LABEL_ICON = { size: 14, style: { verticalAlign: -2, marginRight: 6 }, 'aria-hidden': true } as const;

type ChoiceProps = {
  /** The label's id, which names the control for assistive technology. */
  id: string;
  icon: ReactNode;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  data: { value: string; label: string }[];
};

/** One of the drawer's settings: a labelled row of segments. */
function DrawerChoice({ id, icon, label, value, onChange, data }: ChoiceProps) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} id={id}>
        {icon}
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} value={value} onChange={onChange} data={data} />
    </Stack>
  );
}

export function SideDrawer({ opened, onClose, extra, onLanguageChosen }: Props) {
  const { name, setName } = useAppTheme();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const { t, i18n } = useLingui();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={300}
      transitionProps={{ duration: TIMING.drawerMs }}
      title={<LogoLink onNavigate={onClose} />}
      closeButtonProps={{ 'aria-label': t`Close menu` }}
    >
      <Stack gap="lg">
        <nav aria-label={t`Main`}>
          {MAIN_LINKS.map(({ to, label, Icon }) => (
            <NavLink
              key={to}
              component={Link}
              to={to}
              label={i18n._(label)}
              leftSection={<Icon size={18} />}
              onClick={onClose}
            />
          ))}
          {extra?.(onClose)}
        </nav>
        <DrawerChoice
          id="theme-label"
          icon={<IconSun {...LABEL_ICON} />}
          label={<Trans>Theme</Trans>}
          value={name}
          onChange={(v) => setName(parseThemeName(v))}
          data={THEME_NAMES.map((theme) => ({ value: theme, label: i18n._(THEME_LABELS[theme]) }))}
        />
        <DrawerChoice
          id="color-scheme-label"
          icon={<IconMoon {...LABEL_ICON} />}
          label={<Trans>Colours</Trans>}
          value={colorScheme}
          onChange={(v) => setColorScheme(COLOR_SCHEMES.find((c) => c === v) ?? 'auto')}
          data={COLOR_SCHEMES.map((c) => ({ value: c, label: i18n._(COLOR_SCHEME_LABELS[c]) }))}
        />
        <LanguageSwitch onChosen={onLanguageChosen} />
        <Text size="sm" c="dimmed">
          <Trans>App Version: {APP_VERSION}</Trans>
        </Text>
      </Stack>
    </Drawer>
  );
}
