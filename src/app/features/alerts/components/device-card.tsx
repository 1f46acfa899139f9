import '@mantine/core/styles/Skeleton.css';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconBellOff, IconDeviceMobile, IconSend } from '@tabler/icons-react';
import { isApiError } from '#app/lib/api-error.ts';
import { readerMessage } from '#app/lib/reader-messages.ts';
import { toast, type ToastKind } from '#app/lib/toast.ts';
import { ALERT_TEXTS as T, alertsText, DEVICE_STATE_TEXTS } from '#app/features/alerts/texts.ts';
import { usePushDevice } from '#app/features/alerts/use-device.ts';

const COLOR = { on: 'teal', off: 'gray', blocked: 'red' } as const;

/**
 * This device: whether it receives alerts, why not when it cannot, and the one place that asks
 * the browser for permission (the "Turn on alerts" tap).
 */
export function DeviceCard() {
  const { i18n } = useLingui();
  const { state, turnOn, turnOff, test } = usePushDevice();
  /** A failure to turn alerts on: the server's words when it answered, else the push service's. */
  const failure = (e: unknown) =>
    isApiError(e) ? (e.message ? alertsText(i18n, e.message) : readerMessage('unknown')) : i18n._(T.subscribeFailed);
  /** The tap's handler for an action that takes no input: a toast says `done`, or why it failed. */
  const run = (action: typeof test | typeof turnOff, done: MessageDescriptor, kind: ToastKind) => () =>
    action.mutate(undefined, {
      onSuccess: () => toast(i18n._(done), kind),
      onError: (e) => toast(failure(e), 'error'),
    });
  const s = state.data;
  const busy = turnOn.isPending || turnOff.isPending;
  const words = s ? DEVICE_STATE_TEXTS[s] : undefined;

  return (
    <Paper withBorder radius="lg" p="lg" data-testid="alerts-device">
      <Stack gap="sm">
        {/* The state's word can be long (Tamil's "off"): on a narrow screen it goes under the heading, whole. */}
        <Group justify="space-between" gap="xs">
          <Group gap={8} wrap="nowrap">
            <IconDeviceMobile size={20} aria-hidden />
            <Title order={2} fz="lg">
              {i18n._(T.deviceHeading)}
            </Title>
          </Group>
          {words && s && (
            <Badge
              color={s in COLOR ? COLOR[s as keyof typeof COLOR] : 'yellow'}
              variant="light"
              data-testid="alerts-state"
            >
              {i18n._(words.label)}
            </Badge>
          )}
        </Group>
        {!s && <Skeleton h={36} radius="md" />}
        {s && words?.why && s !== 'on' && s !== 'off' && (
          <Alert color={s === 'blocked' ? 'red' : 'yellow'} variant="light" role="status">
            {i18n._(words.why)}
          </Alert>
        )}
        {(s === 'on' || s === 'off') && (
          <Text size="sm" c="dimmed">
            {words?.why && i18n._(words.why)}
          </Text>
        )}
        {s === 'off' && (
          <Stack gap={6} align="flex-start">
            <Button
              leftSection={<IconBell size={18} />}
              loading={turnOn.isPending}
              disabled={busy}
              onClick={() =>
                turnOn.mutate(Notification.requestPermission(), {
                  onSuccess: (permission) => permission === 'granted' && toast(i18n._(T.turnedOn), 'success'),
                  onError: (e) => toast(failure(e), 'error'),
                })
              }
            >
              {i18n._(T.turnOn)}
            </Button>
            <Text size="xs" c="dimmed">
              {i18n._(T.askingHint)}
            </Text>
          </Stack>
        )}
        {s === 'on' && (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconSend size={18} />}
              loading={test.isPending}
              onClick={run(test, T.testSent, 'success')}
            >
              {i18n._(T.sendTest)}
            </Button>
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconBellOff size={18} />}
              loading={turnOff.isPending}
              disabled={busy}
              onClick={run(turnOff, T.turnedOff, 'info')}
            >
              {i18n._(T.turnOff)}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
