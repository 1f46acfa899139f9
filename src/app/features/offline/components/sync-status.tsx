import '@mantine/core/styles/Popover.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconAlertTriangle, IconCloudUpload } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { OutboxRow } from '#offline/db.ts';
import { outboxRows } from '#offline/outbox.ts';
import { localDb, startOutbox, syncBookmarks, theOutbox } from '#app/lib/offline-store.ts';
import { NOT_SYNCED_TEXT, opLabel, pendingText } from '#app/features/offline/texts.ts';
import { readerText } from '#app/lib/reader-messages.ts';

const warnSync = (e: unknown) => console.warn('Could not sync bookmarks', e);

// The badge sits on every page: a store that cannot be read shows no badge, never an error page.
const readOutbox = () =>
  outboxRows(localDb()).catch((e: unknown): OutboxRow[] => {
    console.warn('Could not read the offline store', e);
    return [];
  });

/**
 * Runs the outbox while someone is signed in, syncs bookmarks down for members (start-up and
 * reconnect), and shows what still waits: a count, and each change the server refused with
 * a retry and a discard. The badge sits in the status bar.
 */
export function SyncStatus({ signedIn, member }: { signedIn: boolean; member: boolean }) {
  const { online } = useNetwork();
  const { t, i18n } = useLingui();
  useEffect(() => (signedIn ? startOutbox() : undefined), [signedIn]);
  // At start-up and each time the network comes back.
  useEffect(() => {
    if (member && online) void syncBookmarks().catch(warnSync);
  }, [member, online]);
  // Re-renders when the outbox changes, in any tab.
  const rows = useLiveQuery(readOutbox, [], []);
  if (!signedIn || rows.length === 0) return null;
  const failed = rows.filter((r) => r.state === 'failed');
  const pending = pendingText(i18n, rows.length);
  const notSynced = i18n._(NOT_SYNCED_TEXT);
  const failedCount = failed.length;
  const afterAction = () =>
    void theOutbox()
      .flush()
      .then(() => syncBookmarks())
      .catch(warnSync);
  return (
    <Popover width={320} position="top-start" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton aria-label={failedCount ? t`${pending}, ${failedCount} not synced` : pending}>
          <Badge
            size="lg"
            color={failed.length ? 'red.8' : 'indigo.8'}
            variant="filled"
            leftSection={
              failed.length ? <IconAlertTriangle size={14} aria-hidden /> : <IconCloudUpload size={14} aria-hidden />
            }
            styles={{ label: { textTransform: 'none' } }}
          >
            <span role="status">{failedCount ? t`${notSynced}: ${failedCount}` : pending}</span>
          </Badge>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {pending}
          </Text>
          {rows.length > failed.length && (
            <Text size="xs" c="dimmed">
              <Trans>Changes are sent in order when the network is back.</Trans>
            </Text>
          )}
          {failed.map((r) => (
            <Stack
              key={r.id}
              gap={4}
              p="xs"
              style={{ border: '1px solid var(--mantine-color-red-outline)', borderRadius: 8 }}
            >
              <Text size="sm" fw={600}>
                {notSynced}: {opLabel(i18n, r.kind)}
              </Text>
              <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                {r.url}
              </Text>
              {r.error && (
                <Text size="xs" c="red.8">
                  {readerText(r.error.message)}
                </Text>
              )}
              <Group gap="xs">
                <Button size="compact-xs" onClick={() => void theOutbox().retry(r.id).then(afterAction)}>
                  <Trans>Retry</Trans>
                </Button>
                <Button
                  size="compact-xs"
                  variant="outline"
                  color="red"
                  onClick={() => void theOutbox().discard(r.id).then(afterAction)}
                >
                  <Trans>Discard</Trans>
                </Button>
              </Group>
            </Stack>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
