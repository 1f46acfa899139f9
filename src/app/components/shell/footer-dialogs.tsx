import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { List, Modal, Stack, Text, Title } from '@mantine/core';

type Props = { opened: boolean; onClose: () => void };

const ATTRIBUTIONS = [
  { what: 'Interface icons', who: 'Tabler Icons', licence: 'MIT licence', href: 'https://tabler.io/icons' },
  { what: 'Maths typesetting and fonts', who: 'KaTeX', licence: 'MIT licence', href: 'https://katex.org' },
  {
    what: 'App icon and illustrations',
    who: 'The Khabar team',
    licence: 'all rights reserved',
    href: '/pages/contactus',
  },
  {
    what: 'Article images and headlines',
    who: 'the linked publishers',
    licence: 'shown under their terms with a link to the original',
    href: '/pages/bot-info',
  },
];

export function CreditsDialog({ opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Credits" centered>
      <Text size="sm" mb="sm">
        Khabar is built with the help of these works:
      </Text>
      <List spacing="xs" size="sm">
        {ATTRIBUTIONS.map((a) => (
          <List.Item key={a.what}>
            <strong>{a.what}</strong>: <a href={a.href}>{a.who}</a> ({a.licence})
          </List.Item>
        ))}
      </List>
    </Modal>
  );
}

const DESKTOP = [
  [
    'Google Chrome',
    'Press Ctrl+Shift+Delete (Cmd+Shift+Delete on a Mac), choose "Cached images and files", set the time range to "All time", then "Delete data".',
  ],
  [
    'Mozilla Firefox',
    'Press Ctrl+Shift+Delete (Cmd+Shift+Delete on a Mac), tick "Temporary cached files and pages", choose "Everything", then "Clear".',
  ],
  ['Microsoft Edge', 'Press Ctrl+Shift+Delete, choose "Cached images and files", set "All time", then "Clear now".'],
  [
    'Safari (Mac)',
    'Open Safari > Settings > Advanced, tick "Show features for web developers", then choose Develop > Empty Caches.',
  ],
] as const;

export function ClearCacheDialog({ opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="How to Clear Browser Cache" centered size="lg">
      <Stack gap="sm">
        <Text size="sm">
          If Khabar looks out of date or behaves oddly after an update, clearing the cache usually helps.
        </Text>
        <Title order={3} size="h5">
          Desktop browsers
        </Title>
        <List spacing="xs" size="sm">
          {DESKTOP.map(([name, steps]) => (
            <List.Item key={name}>
              <strong>{name}</strong>: {steps}
            </List.Item>
          ))}
        </List>
        <Title order={3} size="h5">
          Android
        </Title>
        <List spacing="xs" size="sm" type="ordered">
          <List.Item>
            Open Chrome and tap the three-dot menu, then "Delete browsing data" (or History, then "Clear browsing
            data").
          </List.Item>
          <List.Item>Choose "Cached images and files" and the time range "All time".</List.Item>
          <List.Item>
            Tap "Delete data". For the installed app: Settings, Apps, Khabar (or Chrome), Storage, "Clear cache".
          </List.Item>
        </List>
      </Stack>
    </Modal>
  );
}
