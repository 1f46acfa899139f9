import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Text, Title } from '@mantine/core';
import { IconCrown, IconCrownOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { HistoryScreen } from '#app/features/payments/history/history-screen.tsx';
import { HistoryList, type HistoryTexts } from '#app/features/payments/history/history-list.tsx';
import type { HistoryPaging } from '#app/features/payments/history/history-params.ts';
import { useMemberships } from '#app/features/payments/api/get-memberships.ts';
import { Benefits } from './benefits';
import { MembershipsTable } from './memberships-table';

const TEXTS: HistoryTexts = {
  loading: msg`Loading memberships`,
  pages: msg`Pages of memberships`,
  empty: msg`No memberships yet.`,
};

/** Membership history: heading, Buy membership, the benefits and the memberships table. */
export function SubscriptionHistory({ paging, member }: { paging: HistoryPaging; member: boolean }) {
  const list = useMemberships(paging.page, paging.size);
  const { t } = useLingui();
  return (
    <HistoryScreen
      width="md"
      crumb={t`Membership`}
      title={<Trans>Membership</Trans>}
      summary={
        <Text c="dimmed" size="sm">
          {member ? t`Your membership is active.` : t`You have no active membership.`}
        </Text>
      }
      actions={
        <Button component={Link} to="/secure/order-subscription" leftSection={<IconCrown size={16} aria-hidden />}>
          <Trans>Buy membership</Trans>
        </Button>
      }
    >
      <Benefits />
      <Title order={2} fz="lg">
        <Trans>Your memberships</Trans>
      </Title>
      <HistoryList list={list} texts={TEXTS} emptyIcon={<IconCrownOff size={28} aria-hidden />} paging={paging}>
        {(rows) => <MembershipsTable rows={rows} />}
      </HistoryList>
    </HistoryScreen>
  );
}
