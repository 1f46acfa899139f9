import { Alert, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ListObject } from '#shared/schemas/paging.ts';
import { historyErrorText } from '#app/features/payments/checkout/payment-errors.ts';
import { HistoryPager } from './history-pager';

type Props<T> = {
  list: UseQueryResult<ListObject<T>>;
  /** The spinner's label ("Loading transactions") and the paginator's ("Pages of transactions"). */
  loadingLabel: string;
  pagesLabel: string;
  empty: { icon: ReactNode; text: string };
  page: number;
  size: number;
  onPage: (page: number, size: number) => void;
  children: (rows: T[]) => ReactNode;
};

/** A history table's states: loading, the history error texts, empty, rows and the paginator. */
export function HistoryList<T>({ list, loadingLabel, pagesLabel, empty, page, size, onPage, children }: Props<T>) {
  const rows = list.data?.listObject;
  const total = list.data?.totalElementCount ?? 0;
  return (
    <>
      {list.isPending && (
        <Center py="xl" aria-busy="true">
          <Loader aria-label={loadingLabel} />
        </Center>
      )}
      {list.isError && (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {historyErrorText(list.error)}
        </Alert>
      )}
      {rows && rows.length === 0 && (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="xs">
            {empty.icon}
            <Text ta="center">{empty.text}</Text>
          </Stack>
        </Paper>
      )}
      {rows && rows.length > 0 && (
        <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden', opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {children(rows)}
        </Paper>
      )}
      {total > 0 && <HistoryPager page={page} size={size} total={total} onChange={onPage} label={pagesLabel} />}
    </>
  );
}
