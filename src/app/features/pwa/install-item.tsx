import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/List.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { List, Modal, NavLink, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { detectPlatform, promptInstall, useInstallState, type Platform } from './install';
import { INSTALL_TEXT } from './texts';

const STEPS: Record<Platform, { heading: MessageDescriptor; steps: MessageDescriptor[] }> = {
  ios: {
    heading: msg`On iPhone and iPad (Safari)`,
    steps: [
      msg`Tap the Share button (the square with an arrow pointing up).`,
      msg`Scroll down and tap “Add to Home Screen”.`,
      msg`Tap “Add”. Khabar opens from its icon, full screen, and your saved articles work offline.`,
    ],
  },
  android: {
    heading: msg`On Android (Chrome, Edge, Samsung Internet)`,
    steps: [
      msg`Open the browser menu (⋮).`,
      msg`Tap “Install app” or “Add to Home screen”.`,
      msg`Confirm with “Install”.`,
    ],
  },
  desktop: {
    heading: msg`On a computer (Chrome or Edge)`,
    steps: [
      msg`Click the install icon at the right end of the address bar, or open the menu (⋮) → “Cast, save and share” → “Install page as app”.`,
      msg`Confirm with “Install”. Firefox and Safari on a computer can keep Khabar as a bookmark instead.`,
    ],
  },
};

/** The drawer's "Install app" item: the browser's prompt, or the steps where there is none. */
export function InstallItem({ onDone }: { onDone: () => void }) {
  const state = useInstallState();
  const [opened, dialog] = useDisclosure(false);
  const { t, i18n } = useLingui();
  if (state === 'installed') return null;
  const platform = detectPlatform();
  const own = STEPS[platform];
  const others = (Object.keys(STEPS) as Platform[]).filter((p) => p !== platform);
  const onClick = () => {
    if (state === 'prompt') void promptInstall().finally(onDone);
    else dialog.open();
  };
  return (
    <>
      <NavLink
        component="button"
        label={i18n._(INSTALL_TEXT)}
        leftSection={<IconDownload size={18} />}
        onClick={onClick}
      />
      <Modal
        opened={opened}
        onClose={dialog.close}
        title={
          <Title order={2} fz="lg">
            <Trans>Install Khabar</Trans>
          </Title>
        }
        size="md"
      >
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              Add Khabar to your home screen to open it like an app and read your saved articles with no signal.
            </Trans>
          </Text>
          {[platform, ...others].map((p, i) => (
            <Stack key={p} gap={4}>
              <Text fw={600} size="sm" c={i === 0 ? undefined : 'dimmed'}>
                {i18n._(STEPS[p].heading)}
              </Text>
              <List type="ordered" size="sm" spacing={4} c={i === 0 ? undefined : 'dimmed'}>
                {STEPS[p].steps.map((s) => (
                  <List.Item key={s.id}>{i18n._(s)}</List.Item>
                ))}
              </List>
            </Stack>
          ))}
          <Text size="xs" c="dimmed">
            {own === STEPS.ios
              ? t`Other browsers on iPhone may not offer “Add to Home Screen”; use Safari.`
              : t`The option appears once the page has fully loaded.`}
          </Text>
        </Stack>
      </Modal>
    </>
  );
}
