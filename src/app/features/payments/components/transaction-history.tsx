import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconCoins, IconPlus, IconReceiptOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { GoToPage } from '#app/features/payments/history/go-to-page.tsx';
import { HistoryList, type HistoryTexts } from '#app/features/payments/history/history-list.tsx';
import type { HistoryPaging } from '#app/features/payments/history/history-params.ts';
import { pageCount } from '#app/components/news/paging.ts';
import { formatCredits } from '#app/lib/format.ts';
import { useTransactions } from '#app/features/payments/api/get-transactions.ts';
import { TransactionsTable } from './transactions-table';

const TEXTS: HistoryTexts = {
  loading: msg`Loading transactions`,
  pages: msg`Pages of transactions`,
  empty: msg`No transactions yet. Credits you buy and memberships you take appear here.`,
};

/** 'All Transactions': the available balance, Add Credits, and the paged orders table. */
export function TransactionHistory({ balance, paging }: { balance: number | undefined; paging: HistoryPaging }) {
  const { page, size, onPage } = paging;
  const list = useTransactions(page, size);
  const total = list.data?.totalElementCount ?? 0;
  const pages = pageCount(total, size);
  const { t } = useLingui();
  const available = balance === undefined ? '…' : formatCredits(balance);
  return (
    <Container size="xl" py="xl">
      <Breadcrumb current={t`Transactions`} />
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Title order={1}>
              <Trans>All Transactions</Trans>
            </Title>
            <Group gap={6} mt={4}>
              <IconCoins size={18} aria-hidden />
              <Text>
                <Trans>
                  Available balance: <strong data-testid="available-balance">{available}</strong>
                </Trans>
              </Text>
            </Group>
          </div>
          <Group gap="sm" align="flex-end">
            {total > size && <GoToPage pages={pages} onGo={(p) => onPage(p, size)} />}
            <Button component={Link} to="/secure/order" leftSection={<IconPlus size={16} aria-hidden />}>
              <Trans>Add Credits</Trans>
            </Button>
          </Group>
        </Group>
        <HistoryList list={list} texts={TEXTS} emptyIcon={<IconReceiptOff size={28} aria-hidden />} paging={paging}>
          {(rows) => <TransactionsTable rows={rows} />}
        </HistoryList>
      </Stack>
    </Container>
  );
}
