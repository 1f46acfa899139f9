import { Alert, Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCrown, IconCrownOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { HistoryPager } from '#app/components/history/history-pager.tsx';
import { historyErrorText } from '#app/lib/payment-errors.ts';
import { useMemberships } from '../api/get-memberships';
import { Benefits } from './benefits';
import { MembershipsTable } from './memberships-table';

type Props = { page: number; size: number; onPage: (page: number, size: number) => void; member: boolean };

/** Subscription history: heading, Buy Subscription, the benefits and the memberships table. */
export function SubscriptionHistory({ page, size, onPage, member }: Props) {
  const list = useMemberships(page, size);
  const total = list.data?.totalElementCount ?? 0;
  return (
    <Container size="md" py="xl">
      <Breadcrumb current="Subscription" />
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Title order={1}>Subscription</Title>
            <Text c="dimmed" size="sm">
              {member ? 'Your membership is active.' : 'You have no active membership.'}
            </Text>
          </div>
          <Button component={Link} to="/secure/order-subscription" leftSection={<IconCrown size={16} aria-hidden />}>
            Buy Subscription
          </Button>
        </Group>
        <Benefits />
        <Title order={2} fz="lg">Your memberships</Title>
        {list.isPending && (
          <Center py="xl" aria-busy="true">
            <Loader aria-label="Loading memberships" />
          </Center>
        )}
        {list.isError && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {historyErrorText(list.error)}
          </Alert>
        )}
        {list.data && list.data.listObject.length === 0 && (
          <Paper withBorder radius="lg" p="xl">
            <Stack align="center" gap="xs">
              <IconCrownOff size={28} aria-hidden />
              <Text>No memberships yet.</Text>
            </Stack>
          </Paper>
        )}
        {list.data && list.data.listObject.length > 0 && (
          <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden', opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            <MembershipsTable rows={list.data.listObject} />
          </Paper>
        )}
        {total > 0 && <HistoryPager page={page} size={size} total={total} onChange={onPage} label="Membership pages" />}
      </Stack>
    </Container>
  );
}
