import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { IconPlus, IconReceiptOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { HistoryScreen } from '#app/features/payments/history/history-screen.tsx';
import { GoToPage } from '#app/features/payments/history/go-to-page.tsx';
import { HistoryList, type HistoryTexts } from '#app/features/payments/history/history-list.tsx';
import type { HistoryPaging } from '#app/features/payments/history/history-params.ts';
import { pageCount } from '#app/components/news/paging.ts';
import { formatCredits } from '#app/lib/format.ts';
import { useTransactions } from '#app/features/payments/api/get-transactions.ts';
import { CreditsLine } from './balances';
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
    <HistoryScreen
      width="xl"
      crumb={t`Transactions`}
      title={<Trans>All Transactions</Trans>}
      summary={
        <CreditsLine gap={6} mt={4}>
          <Trans>
            Available balance: <strong data-testid="available-balance">{available}</strong>
          </Trans>
        </CreditsLine>
      }
      actions={
        <Group gap="sm" align="flex-end">
          {total > size && <GoToPage pages={pages} onGo={(p) => onPage(p, size)} />}
          <Button component={Link} to="/secure/order" leftSection={<IconPlus size={16} aria-hidden />}>
            <Trans>Add Credits</Trans>
          </Button>
        </Group>
      }
    >
      <HistoryList list={list} texts={TEXTS} emptyIcon={<IconReceiptOff size={28} aria-hidden />} paging={paging}>
        {(rows) => <TransactionsTable rows={rows} />}
      </HistoryList>
    </HistoryScreen>
  );
}
