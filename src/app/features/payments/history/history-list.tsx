import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Alert, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ListObject } from '#shared/schemas/paging.ts';
import { historyErrorText } from '#app/features/payments/checkout/payment-errors.ts';
import { HistoryPager } from './history-pager';
import type { HistoryPaging } from './history-params';

/** The spinner's label ("Loading transactions"), the paginator's ("Pages of transactions"), the empty list's. */
export type HistoryTexts = { loading: MessageDescriptor; pages: MessageDescriptor; empty: MessageDescriptor };

type Props<T> = {
  list: UseQueryResult<ListObject<T>>;
  texts: HistoryTexts;
  emptyIcon: ReactNode;
  paging: HistoryPaging;
  children: (rows: T[]) => ReactNode;
};

/** A history table's states: loading, the history error texts, empty, rows and the paginator. */
export function HistoryList<T>({ list, texts, emptyIcon, paging, children }: Props<T>) {
  const { i18n } = useLingui();
  const { page, size, onPage } = paging;
  const rows = list.data?.listObject;
  const total = list.data?.totalElementCount ?? 0;
  return (
    <>
      {list.isPending && (
        <Center py="xl" aria-busy="true">
          <Loader aria-label={i18n._(texts.loading)} />
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
            {emptyIcon}
            <Text ta="center">{i18n._(texts.empty)}</Text>
          </Stack>
        </Paper>
      )}
      {rows && rows.length > 0 && (
        <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden', opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {children(rows)}
        </Paper>
      )}
      {total > 0 && (
        <HistoryPager page={page} size={size} total={total} onChange={onPage} label={i18n._(texts.pages)} />
      )}
    </>
  );
}
