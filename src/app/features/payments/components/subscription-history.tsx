import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconCrown, IconCrownOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { HistoryList } from '#app/features/payments/history/history-list.tsx';
import { useMemberships } from '#app/features/payments/api/get-memberships.ts';
import { Benefits } from './benefits';
import { MembershipsTable } from './memberships-table';

type Props = { page: number; size: number; onPage: (page: number, size: number) => void; member: boolean };

/** Membership history: heading, Buy membership, the benefits and the memberships table. */
export function SubscriptionHistory({ page, size, onPage, member }: Props) {
  const list = useMemberships(page, size);
  return (
    <Container size="md" py="xl">
      <Breadcrumb current="Membership" />
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Title order={1}>Membership</Title>
            <Text c="dimmed" size="sm">
              {member ? 'Your membership is active.' : 'You have no active membership.'}
            </Text>
          </div>
          <Button component={Link} to="/secure/order-subscription" leftSection={<IconCrown size={16} aria-hidden />}>
            Buy membership
          </Button>
        </Group>
        <Benefits />
        <Title order={2} fz="lg">
          Your memberships
        </Title>
        <HistoryList
          list={list}
          what="memberships"
          empty={{ icon: <IconCrownOff size={28} aria-hidden />, text: 'No memberships yet.' }}
          page={page}
          size={size}
          onPage={onPage}
        >
          {(rows) => <MembershipsTable rows={rows} />}
        </HistoryList>
      </Stack>
    </Container>
  );
}
