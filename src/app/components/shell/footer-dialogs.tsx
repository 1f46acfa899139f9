import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/List.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { List, Modal, Stack, Text, Title } from '@mantine/core';

type Props = { opened: boolean; onClose: () => void };

const ATTRIBUTIONS = [
  {
    what: msg`Interface icons`,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a name
    who: 'Tabler Icons',
    licence: msg`MIT licence`,
    href: 'https://tabler.io/icons',
  },
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a name
  { what: msg`Maths typesetting and fonts`, who: 'KaTeX', licence: msg`MIT licence`, href: 'https://katex.org' },
  {
    what: msg`App icon and illustrations`,
    who: msg`The Khabar team`,
    licence: msg`all rights reserved`,
    href: '/pages/contactus',
  },
  {
    what: msg`Article images and headlines`,
    who: msg`the linked publishers`,
    licence: msg`shown under their terms with a link to the original`,
    href: '/pages/bot-info',
  },
];

export function CreditsDialog({ opened, onClose }: Props) {
  const { t, i18n } = useLingui();
  const text = (m: string | MessageDescriptor) => (typeof m === 'string' ? m : i18n._(m));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t({ message: 'Credits', context: 'the works Khabar is built with' })}
      centered
    >
      <Text size="sm" mb="sm">
        <Trans>Khabar is built with the help of these works:</Trans>
      </Text>
      <List spacing="xs" size="sm">
        {ATTRIBUTIONS.map((a) => (
          <List.Item key={a.href}>
            <strong>{text(a.what)}</strong>: <a href={a.href}>{text(a.who)}</a> ({text(a.licence)})
          </List.Item>
        ))}
      </List>
    </Modal>
  );
}

const DESKTOP = [
  [
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a name
    'Google Chrome',
    msg`Press Ctrl+Shift+Delete (Cmd+Shift+Delete on a Mac), choose "Cached images and files", set the time range to "All time", then "Delete data".`,
  ],
  [
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a name
    'Mozilla Firefox',
    msg`Press Ctrl+Shift+Delete (Cmd+Shift+Delete on a Mac), tick "Temporary cached files and pages", choose "Everything", then "Clear".`,
  ],
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a name
  ['Microsoft Edge', msg`Press Ctrl+Shift+Delete, choose "Cached images and files", set "All time", then "Clear now".`],
  [
    msg`Safari (Mac)`,
    msg`Open Safari > Settings > Advanced, tick "Show features for web developers", then choose Develop > Empty Caches.`,
  ],
] as const;

export function ClearCacheDialog({ opened, onClose }: Props) {
  const { t, i18n } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`How to Clear Browser Cache`} centered size="lg">
      <Stack gap="sm">
        <Text size="sm">
          <Trans>If Khabar looks out of date or behaves oddly after an update, clearing the cache usually helps.</Trans>
        </Text>
        <Title order={3} size="h5">
          <Trans>Desktop browsers</Trans>
        </Title>
        <List spacing="xs" size="sm">
          {DESKTOP.map(([name, steps]) => (
            <List.Item key={typeof name === 'string' ? name : 'safari'}>
              <strong>{typeof name === 'string' ? name : i18n._(name)}</strong>: {i18n._(steps)}
            </List.Item>
          ))}
        </List>
        <Title order={3} size="h5">
          <Trans>Android</Trans>
        </Title>
        <List spacing="xs" size="sm" type="ordered">
          <List.Item>
            <Trans>
              Open Chrome and tap the three-dot menu, then "Delete browsing data" (or History, then "Clear browsing
              data").
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>Choose "Cached images and files" and the time range "All time".</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Tap "Delete data". For the installed app: Settings, Apps, Khabar (or Chrome), Storage, "Clear cache".
            </Trans>
          </List.Item>
        </List>
      </Stack>
    </Modal>
  );
}
