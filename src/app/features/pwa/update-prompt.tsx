import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { STATUS_BAR_HEIGHT } from '#app/components/shell/status-bar-height.ts';
import type { UpdateController, UpdateState } from './update-controller';
import { UPDATE_TEXT } from './texts';

const idle: UpdateState = { needRefresh: false, updating: false };
const noop = () => () => undefined;

/** Asks before updating, so the page never reloads by surprise in the middle of reading. */
export function UpdatePrompt({ controller }: { controller: UpdateController | null }) {
  const state = useSyncExternalStore(controller?.subscribe ?? noop, controller?.getSnapshot ?? (() => idle));
  if (!controller || !state.needRefresh) return null;
  return (
    // Above the status bar when one shows.
    <Affix
      position={{ bottom: `calc(16px + var(${STATUS_BAR_HEIGHT}, 0px))`, right: 16 }}
      zIndex={400}
      style={{ maxWidth: 'calc(100vw - 32px)' }}
    >
      <Paper withBorder shadow="md" radius="md" p="md" role="status" aria-live="polite">
        <Text fw={600}>{UPDATE_TEXT}</Text>
        <Text size="sm" mb="sm">
          Reload to use it; your place in the app is kept.
        </Text>
        <Group gap="xs" justify="flex-end">
          <Button variant="default" size="xs" onClick={controller.dismiss} disabled={state.updating}>
            Later
          </Button>
          <Button
            size="xs"
            leftSection={<IconRefresh size={16} />}
            onClick={controller.applyUpdate}
            loading={state.updating}
          >
            Reload
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
