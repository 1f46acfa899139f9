import '@mantine/core/styles/Table.css';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import type { Transaction } from '#shared/schemas/payments.ts';
import { formatCredits, formatDateTime, formatPaise } from '#app/lib/format.ts';
import { toast } from '#app/lib/toast.ts';
import { useInvoice } from '#app/features/payments/api/invoice.ts';
import { historyErrorText } from '#app/features/payments/checkout/payment-errors.ts';
import classes from '#app/features/payments/history/stacked-table.module.css';

const TYPE_LABELS: Record<Transaction['type'], string> = {
  CREDIT_PURCHASE: 'Credits',
  MEMBERSHIP_CARD: 'Membership (card)',
  MEMBERSHIP_CREDITS: 'Membership (credits)',
};
const STATUS_COLORS: Record<Transaction['status'], string> = {
  paid: 'teal',
  created: 'yellow',
  failed: 'red',
  refunded: 'grape',
};
const REFUND_STATES: Record<NonNullable<Transaction['refund']>['status'], string> = {
  pending: 'being refunded',
  processed: 'refunded',
  failed: 'refund failed, our team will contact you',
};

const FIGURE = { fontVariantNumeric: 'tabular-nums' } as const;
/** Credits added or spent: "+1,000 credits", "−150 credits"; nothing for a row that moved none. */
const credited = (n: number) => (n === 0 ? '—' : `${n > 0 ? '+' : '−'}${formatCredits(Math.abs(n))}`);
/** Money is only what a card paid (tax included); a membership bought with credits paid none. */
const paid = (t: Transaction) =>
  t.type === 'MEMBERSHIP_CREDITS' || t.totalAmountPaise === 0 ? '—' : formatPaise(t.totalAmountPaise);
const Mono = ({ value }: { value: string | null }) => (
  <Text size="xs" ff="monospace">
    {value ?? '—'}
  </Text>
);

const HEADERS = {
  id: 'ID',
  description: 'Description',
  paid: 'Paid by card (with GST)',
  credits: 'Credits',
  razorpay: 'Razorpay order and payment',
  type: 'Type',
  date: 'Date and time',
  invoice: 'Invoice',
} as const;

/**
 * The transaction record (docs/product.md, "Records"), with the invoice actions of each paid
 * order. A table wider than a phone; on a phone each order is a card (stacked-table.module.css).
 */
export function TransactionsTable({ rows }: { rows: Transaction[] }) {
  const download = useInvoice(false);
  const regenerate = useInvoice(true);
  const onError = (e: unknown) => toast(historyErrorText(e), 'error');
  return (
    <div className={classes.frame}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        aria-label="All transactions"
        className={classes.table}
        style={{ '--stacked-min-width': '980px' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{HEADERS.id}</Table.Th>
            <Table.Th scope="col">{HEADERS.description}</Table.Th>
            <Table.Th scope="col" ta="right">
              {HEADERS.paid}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {HEADERS.credits}
            </Table.Th>
            <Table.Th scope="col">{HEADERS.razorpay}</Table.Th>
            <Table.Th scope="col">{HEADERS.type}</Table.Th>
            <Table.Th scope="col">{HEADERS.date}</Table.Th>
            <Table.Th scope="col">{HEADERS.invoice}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((t) => {
            const ref =
              t.orderId !== null && t.invoiceNumber ? { orderId: t.orderId, invoiceNumber: t.invoiceNumber } : null;
            return (
              <Table.Tr key={`${t.type}-${t.id}`} data-testid="transaction">
                <Table.Td data-label={HEADERS.id}>{t.id}</Table.Td>
                <Table.Td data-label={HEADERS.description}>
                  {t.refund ? (
                    // One block, so a phone's stacked row keeps the description and its refund together.
                    <Stack gap={4}>
                      <span>{t.description}</span>
                      <Text size="xs" c="grape.8" data-testid="refund">
                        {formatPaise(t.refund.amountPaise)} {REFUND_STATES[t.refund.status]}: {t.refund.reason}
                      </Text>
                    </Stack>
                  ) : (
                    t.description
                  )}
                </Table.Td>
                <Table.Td data-label={HEADERS.paid} ta="right" className={classes.nowrap} style={FIGURE}>
                  {paid(t)}
                </Table.Td>
                <Table.Td data-label={HEADERS.credits} ta="right" className={classes.nowrap} style={FIGURE}>
                  {credited(t.creditedAmount)}
                </Table.Td>
                <Table.Td data-label={HEADERS.razorpay}>
                  {t.razorpayOrderId || t.razorpayPaymentId ? (
                    <Stack gap={2}>
                      <Mono value={t.razorpayOrderId} />
                      <Mono value={t.razorpayPaymentId} />
                    </Stack>
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td data-label={HEADERS.type}>
                  <Stack gap={4} className={classes.typeCell}>
                    <Text size="sm" className={classes.nowrap}>
                      {TYPE_LABELS[t.type]}
                    </Text>
                    <Badge size="sm" variant="dot" color={STATUS_COLORS[t.status]}>
                      {t.status}
                    </Badge>
                  </Stack>
                </Table.Td>
                <Table.Td data-label={HEADERS.date}>
                  <Text size="sm" className={classes.nowrap}>
                    {formatDateTime(t.dateTime)}
                  </Text>
                </Table.Td>
                <Table.Td data-actions={ref ? true : undefined} data-label={ref ? undefined : HEADERS.invoice}>
                  {ref ? (
                    <Group gap="xs" wrap="wrap">
                      <Button
                        size="compact-sm"
                        variant="light"
                        leftSection={<IconDownload size={14} aria-hidden />}
                        aria-label={`Download invoice ${ref.invoiceNumber}`}
                        loading={download.isPending && download.variables.orderId === ref.orderId}
                        onClick={() => download.mutate(ref, { onError })}
                      >
                        {ref.invoiceNumber}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="default"
                        leftSection={<IconRefresh size={14} aria-hidden />}
                        aria-label={`Regenerate invoice ${ref.invoiceNumber}`}
                        loading={regenerate.isPending && regenerate.variables.orderId === ref.orderId}
                        onClick={() => regenerate.mutate(ref, { onError })}
                      >
                        Regenerate
                      </Button>
                    </Group>
                  ) : (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
