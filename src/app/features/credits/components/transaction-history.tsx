import { Alert, Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCoinRupee, IconPlus, IconReceiptOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { GoToPage } from '#app/components/history/go-to-page.tsx';
import { HistoryPager } from '#app/components/history/history-pager.tsx';
import { pageCount } from '#app/components/news/paging.ts';
import { useTransactions } from '../api/get-transactions';
import { historyErrorText } from '#app/lib/payment-errors.ts';
import { TransactionsTable } from './transactions-table';

type Props = {
  balance: number | undefined;
  page: number;
  size: number;
  onPage: (page: number, size: number) => void;
};

/** 'All Transactions': the available balance, Add Credits, and the paged orders table. */
export function TransactionHistory({ balance, page, size, onPage }: Props) {
  const list = useTransactions(page, size);
  const total = list.data?.totalElementCount ?? 0;
  const pages = pageCount(total, size);
  return (
    <Container size="xl" py="xl">
      <Breadcrumb current="Transactions" />
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Title order={1}>All Transactions</Title>
            <Group gap={6} mt={4}>
              <IconCoinRupee size={18} aria-hidden />
              <Text>
                Available balance:{' '}
                <strong data-testid="available-balance">{balance === undefined ? '…' : `₹ ${balance.toLocaleString('en-IN')}`}</strong>
              </Text>
            </Group>
          </div>
          <Group gap="sm" align="flex-end">
            {total > size && <GoToPage pages={pages} onGo={(p) => onPage(p, size)} />}
            <Button component={Link} to="/secure/order" leftSection={<IconPlus size={16} aria-hidden />}>
              Add Credits
            </Button>
          </Group>
        </Group>
        {list.isPending && (
          <Center py="xl" aria-busy="true">
            <Loader aria-label="Loading transactions" />
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
              <IconReceiptOff size={28} aria-hidden />
              <Text>No transactions yet. Credits you buy and memberships you take appear here.</Text>
            </Stack>
          </Paper>
        )}
        {list.data && list.data.listObject.length > 0 && (
          <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden', opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            <TransactionsTable rows={list.data.listObject} />
          </Paper>
        )}
        {total > 0 && <HistoryPager page={page} size={size} total={total} onChange={onPage} label="Transactions pages" />}
      </Stack>
    </Container>
  );
}
