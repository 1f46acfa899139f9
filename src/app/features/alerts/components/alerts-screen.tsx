import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Skeleton.css';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Container, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { MembershipWay } from '#app/components/locked-button.tsx';
import { isApiError } from '#app/lib/api-error.ts';
import { usePushSettings } from '#app/features/alerts/api/push-settings.ts';
import { ALERT_TEXTS as T } from '#app/features/alerts/texts.ts';
import { DeviceCard } from './device-card';
import { SettingsForm } from './settings-form';

/** What alerts are, for a visitor or a signed-in reader without a membership, and the way to them. */
function MembershipPitch({ signedIn }: { signedIn: boolean }) {
  const { i18n } = useLingui();
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="alerts-pitch">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {i18n._(T.membersHeading)}
        </Title>
        <Text size="sm">{i18n._(T.membersIntro)}</Text>
        <List size="sm" spacing={4}>
          {T.membersPoints.map((p) => (
            <List.Item key={p.id}>{i18n._(p)}</List.Item>
          ))}
        </List>
        <Text size="sm">
          <MembershipWay signedIn={signedIn} />
        </Text>
      </Stack>
    </Paper>
  );
}

function MemberAlerts() {
  const { i18n } = useLingui();
  const settings = usePushSettings();
  // Alerts switched off on the server: the key and sending are unavailable, settings are moot.
  const off = isApiError(settings.error) && settings.error.status === 404;
  return (
    <Stack gap="lg">
      {off ? (
        <Alert color="yellow" variant="light">
          {i18n._(T.serverOff)}
        </Alert>
      ) : (
        <DeviceCard />
      )}
      {settings.data && <SettingsForm initial={settings.data} />}
      {settings.isPending && <Skeleton h={320} radius="lg" />}
      {settings.isError && !off && (
        <Alert color="red" variant="light">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{i18n._(T.loadFailed)}</Text>
            <Button size="xs" variant="default" onClick={() => void settings.refetch()}>
              {i18n._(T.retry)}
            </Button>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

/** Alerts: this device's state and switch, when alerts arrive and which terms send them. */
export function AlertsScreen({ signedIn, member }: { signedIn: boolean; member: boolean }) {
  const { i18n } = useLingui();
  return (
    <Container size="sm" py="xl">
      <Breadcrumb current={i18n._(T.title)} />
      <Stack gap="xs" mb="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          <IconBell size={28} aria-hidden style={{ verticalAlign: '-3px', marginRight: 8 }} />
          {i18n._(T.title)}
        </Title>
        <Text c="dimmed">{i18n._(T.intro)}</Text>
      </Stack>
      {member ? <MemberAlerts /> : <MembershipPitch signedIn={signedIn} />}
    </Container>
  );
}
