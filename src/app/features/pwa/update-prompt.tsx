// Styles of components the shell's base set (lib/mantine-styles) does not load.
import '@mantine/core/styles/Affix.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { STATUS_BAR_HEIGHT } from '#app/components/shell/status-bar-height.ts';
import { keepLanguageOffline } from './offline-language';
import { UPDATE_TEXT } from './texts';

const HOUR_MS = 60 * 60 * 1000;
const reloadPage = () => window.location.reload();

/**
 * Registers /sw.js (vite-plugin-pwa's `useRegisterSW` over workbox-window; the development
 * server registers none) and asks before updating, so the page never reloads by surprise in
 * the middle of reading (docs/decisions/0012-service-worker-updates-by-prompt.md).
 */
export function UpdatePrompt({ reload = reloadPage }: { reload?: () => void }) {
  const [updating, setUpdating] = useState(false);
  const { i18n } = useLingui();
  const asked = useRef(false);
  const activatedElsewhere = useRef(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // Registration waits for the page's load event, as workbox-window's default does.
    immediate: false,
    // The plugin would reload here, but only on a page that had a worker in control when it
    // registered (not on a first visit, where Reload then did nothing), and also when another
    // tab pressed Reload. The listener below decides instead.
    onNeedReload: () => undefined,
    onRegisteredSW(_url, registration) {
      // Long-lived tabs (an installed app stays open for days) look for a new version hourly.
      if (registration) window.setInterval(() => void registration.update().catch(() => undefined), HOUR_MS);
    },
    onRegisterError(err: unknown) {
      // A failed registration only costs offline support; the app keeps working online.
      console.warn('Service worker registration failed', err);
    },
  });

  // The interface's language, all its catalogues, kept for offline use (and again on a switch).
  useEffect(() => {
    keepLanguageOffline(i18n).catch(() => undefined);
  }, [i18n, i18n.locale]);

  // While the prompt shows, a new worker taking control reloads the page only when this
  // reader pressed Reload; otherwise another tab did, and Reload just reloads later.
  useEffect(() => {
    if (!needRefresh) return undefined;
    const workers = navigator.serviceWorker;
    const onTakenOver = () => {
      if (!asked.current) {
        activatedElsewhere.current = true;
        return;
      }
      asked.current = false;
      reload();
    };
    workers.addEventListener('controllerchange', onTakenOver);
    return () => workers.removeEventListener('controllerchange', onTakenOver);
  }, [needRefresh, reload]);

  if (!needRefresh) return null;
  const apply = () => {
    if (updating) return;
    setUpdating(true);
    // Another tab activated the new worker already: nothing waits any more, a reload is enough.
    if (activatedElsewhere.current) return reload();
    asked.current = true;
    void updateServiceWorker(true);
  };
  return (
    // Above the status bar when one shows.
    <Affix
      position={{ bottom: `calc(16px + var(${STATUS_BAR_HEIGHT}, 0px))`, right: 16 }}
      zIndex={400}
      style={{ maxWidth: 'calc(100vw - 32px)' }}
    >
      <Paper withBorder shadow="md" radius="md" p="md" role="status" aria-live="polite">
        <Text fw={600}>{i18n._(UPDATE_TEXT)}</Text>
        <Text size="sm" mb="sm">
          <Trans>Reload to use it; your place in the app is kept.</Trans>
        </Text>
        <Group gap="xs" justify="flex-end">
          {/* Later: keep reading; the new version loads on the next visit. */}
          <Button variant="default" size="xs" onClick={() => setNeedRefresh(false)} disabled={updating}>
            <Trans>Later</Trans>
          </Button>
          <Button size="xs" leftSection={<IconRefresh size={16} />} onClick={apply} loading={updating}>
            <Trans>Reload</Trans>
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
