import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconBellOff, IconDeviceMobile, IconSend } from '@tabler/icons-react';
import { MESSAGES } from '#shared/messages.ts';
import { isApiError } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast.ts';
import { ALERT_TEXTS as T, DEVICE_STATE_TEXTS } from '#app/features/alerts/texts.ts';
import { usePushDevice } from '#app/features/alerts/use-device.ts';

const COLOR = { on: 'teal', off: 'gray', blocked: 'red' } as const;

/** A failure to turn alerts on: the server's words when it answered, else the push service's. */
const failure = (e: unknown) => (isApiError(e) ? e.message || MESSAGES.unknown : T.subscribeFailed);

/**
 * This device: whether it receives alerts, why not when it cannot, and the one place that asks
 * the browser for permission (the "Turn on alerts" tap).
 */
export function DeviceCard() {
  const { state, turnOn, turnOff, test } = usePushDevice();
  const s = state.data;
  const busy = turnOn.isPending || turnOff.isPending;
  const words = s ? DEVICE_STATE_TEXTS[s] : undefined;

  return (
    <Paper withBorder radius="lg" p="lg" data-testid="alerts-device">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap={8} wrap="nowrap">
            <IconDeviceMobile size={20} aria-hidden />
            <Title order={2} fz="lg">
              {T.deviceHeading}
            </Title>
          </Group>
          {words && s && (
            <Badge
              color={s in COLOR ? COLOR[s as keyof typeof COLOR] : 'yellow'}
              variant="light"
              data-testid="alerts-state"
            >
              {words.label}
            </Badge>
          )}
        </Group>
        {!s && <Skeleton h={36} radius="md" />}
        {s && words?.why && s !== 'on' && s !== 'off' && (
          <Alert color={s === 'blocked' ? 'red' : 'yellow'} variant="light" role="status">
            {words.why}
          </Alert>
        )}
        {(s === 'on' || s === 'off') && (
          <Text size="sm" c="dimmed">
            {words?.why}
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
                  onSuccess: (permission) => permission === 'granted' && toast(T.turnedOn, 'success'),
                  onError: (e) => toast(failure(e), 'error'),
                })
              }
            >
              {T.turnOn}
            </Button>
            <Text size="xs" c="dimmed">
              {T.askingHint}
            </Text>
          </Stack>
        )}
        {s === 'on' && (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconSend size={18} />}
              loading={test.isPending}
              onClick={() =>
                test.mutate(undefined, {
                  onSuccess: () => toast(T.testSent, 'success'),
                  onError: (e) => toast(failure(e), 'error'),
                })
              }
            >
              {T.sendTest}
            </Button>
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconBellOff size={18} />}
              loading={turnOff.isPending}
              disabled={busy}
              onClick={() =>
                turnOff.mutate(undefined, {
                  onSuccess: () => toast(T.turnedOff, 'info'),
                  onError: (e) => toast(failure(e), 'error'),
                })
              }
            >
              {T.turnOff}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
