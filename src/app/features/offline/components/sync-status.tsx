import '@mantine/core/styles/Popover.css';
import { Badge, Button, Group, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconAlertTriangle, IconCloudUpload } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { OutboxRow } from '#offline/db.ts';
import { outboxRows } from '#offline/outbox.ts';
import { localDb, startOutbox, syncBookmarks, theOutbox } from '#app/lib/offline-store.ts';
import { NOT_SYNCED_TEXT, opLabel, pendingText } from '#app/features/offline/texts.ts';

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
  useEffect(() => (signedIn ? startOutbox() : undefined), [signedIn]);
  // At start-up and each time the network comes back.
  useEffect(() => {
    if (member && online) void syncBookmarks().catch(warnSync);
  }, [member, online]);
  // Re-renders when the outbox changes, in any tab.
  const rows = useLiveQuery(readOutbox, [], []);
  if (!signedIn || rows.length === 0) return null;
  const failed = rows.filter((r) => r.state === 'failed');
  const afterAction = () =>
    void theOutbox()
      .flush()
      .then(() => syncBookmarks())
      .catch(warnSync);
  return (
    <Popover width={320} position="top-start" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton
          aria-label={`${pendingText(rows.length)}${failed.length ? `, ${failed.length} not synced` : ''}`}
        >
          <Badge
            size="lg"
            color={failed.length ? 'red.8' : 'indigo.8'}
            variant="filled"
            leftSection={
              failed.length ? <IconAlertTriangle size={14} aria-hidden /> : <IconCloudUpload size={14} aria-hidden />
            }
            styles={{ label: { textTransform: 'none' } }}
          >
            <span role="status">
              {failed.length ? `${NOT_SYNCED_TEXT}: ${failed.length}` : pendingText(rows.length)}
            </span>
          </Badge>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {pendingText(rows.length)}
          </Text>
          {rows.length > failed.length && (
            <Text size="xs" c="dimmed">
              Changes are sent in order when the network is back.
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
                {NOT_SYNCED_TEXT}: {opLabel(r.kind)}
              </Text>
              <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                {r.url}
              </Text>
              {r.error && (
                <Text size="xs" c="red.8">
                  {r.error.message}
                </Text>
              )}
              <Group gap="xs">
                <Button size="compact-xs" onClick={() => void theOutbox().retry(r.id).then(afterAction)}>
                  Retry
                </Button>
                <Button
                  size="compact-xs"
                  variant="outline"
                  color="red"
                  onClick={() => void theOutbox().discard(r.id).then(afterAction)}
                >
                  Discard
                </Button>
              </Group>
            </Stack>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
