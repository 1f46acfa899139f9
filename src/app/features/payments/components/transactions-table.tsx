import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileInvoice, IconRefresh } from '@tabler/icons-react';
import type { Transaction } from '#shared/schemas/payments.ts';
import { formatCredits, formatDateTime, formatPaise } from '#app/lib/format.ts';
import { toast } from '#app/lib/toast.ts';
import { useCreditNote, useInvoice } from '#app/features/payments/api/invoice.ts';
import { historyErrorText } from '#app/features/payments/checkout/payment-errors.ts';
import { paymentText, transactionText } from '#app/features/payments/payment-messages.ts';
import classes from '#app/features/payments/history/stacked-table.module.css';
import { StackedTable } from '#app/features/payments/history/stacked-table.tsx';

const TYPE_LABELS: Record<Transaction['type'], MessageDescriptor> = {
  CREDIT_PURCHASE: msg`Credits`,
  MEMBERSHIP_CARD: msg`Membership (card)`,
  MEMBERSHIP_CREDITS: msg`Membership (credits)`,
};
const STATUS_LABELS: Record<Transaction['status'], MessageDescriptor> = {
  paid: msg`paid`,
  created: msg`created`,
  failed: msg`failed`,
  refunded: msg`refunded`,
};
const STATUS_COLORS: Record<Transaction['status'], string> = {
  paid: 'teal',
  created: 'yellow',
  failed: 'red',
  refunded: 'grape',
};
type Refund = NonNullable<Transaction['refund']>;
/** "₹ 472.00 refunded: {reason}": the amount, where the refund is, and why. */
const REFUND_STATES: Record<Refund['status'], (amount: string, reason: string) => MessageDescriptor> = {
  pending: (amount, reason) => msg`${amount} being refunded: ${reason}`,
  processed: (amount, reason) => msg`${amount} refunded: ${reason}`,
  failed: (amount, reason) => msg`${amount} refund failed, our team will contact you: ${reason}`,
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

const COLUMNS = {
  id: { label: msg`ID` },
  description: { label: msg`Description` },
  paid: { label: msg`Paid by card (with GST)`, right: true },
  credits: { label: msg`Credits`, right: true },
  razorpay: { label: msg`Razorpay order and payment` },
  type: { label: msg`Type` },
  date: { label: msg`Date and time` },
  invoice: { label: msg`Invoice` },
} as const;

/** Download (or render again and download) one paid order's invoice; the spinner on its own button. */
function InvoiceButton(props: {
  action: ReturnType<typeof useInvoice>;
  invoice: { orderId: number; invoiceNumber: string };
  regenerate?: boolean;
  onError: (e: unknown) => void;
}) {
  const { action, invoice, regenerate = false, onError } = props;
  const { t } = useLingui();
  const { invoiceNumber } = invoice;
  return (
    <Button
      size="compact-sm"
      variant={regenerate ? 'default' : 'light'}
      leftSection={regenerate ? <IconRefresh size={14} aria-hidden /> : <IconDownload size={14} aria-hidden />}
      aria-label={regenerate ? t`Regenerate invoice ${invoiceNumber}` : t`Download invoice ${invoiceNumber}`}
      loading={action.isPending && action.variables.orderId === invoice.orderId}
      onClick={() => action.mutate(invoice, { onError })}
    >
      {regenerate ? <Trans>Regenerate</Trans> : invoiceNumber}
    </Button>
  );
}

/**
 * The transaction record (docs/product.md, "Records"), with the invoice actions of each paid
 * order. A table wider than a phone; on a phone each order is a card (stacked-table.module.css).
 */
export function TransactionsTable({ rows }: { rows: Transaction[] }) {
  const download = useInvoice(false);
  const regenerate = useInvoice(true);
  const creditNote = useCreditNote();
  const onError = (e: unknown) => toast(historyErrorText(e), 'error');
  const { t, i18n } = useLingui();
  return (
    <StackedTable label={t`All transactions`} minWidth="980px" columns={COLUMNS} highlightOnHover>
      {(HEADERS) =>
        rows.map((row) => {
          const { invoiceNumber } = row;
          const ref = row.orderId !== null && invoiceNumber ? { orderId: row.orderId, invoiceNumber } : null;
          const noteNumber = row.refund?.creditNoteNumber;
          const note = row.orderId !== null && noteNumber ? { orderId: row.orderId, number: noteNumber } : null;
          return (
            <Table.Tr key={`${row.type}-${row.id}`} data-testid="transaction">
              <Table.Td data-label={HEADERS.id}>{row.id}</Table.Td>
              <Table.Td data-label={HEADERS.description}>
                {row.refund ? (
                  // One block, so a phone's stacked row keeps the description and its refund together.
                  <Stack gap={4} align="flex-start">
                    <span>{transactionText(row.description)}</span>
                    <Text size="xs" c="grape.8" data-testid="refund">
                      {i18n._(
                        REFUND_STATES[row.refund.status](
                          formatPaise(row.refund.amountPaise),
                          paymentText(row.refund.reason),
                        ),
                      )}
                    </Text>
                    {note && (
                      // A part refunded has a credit note against the order's invoice.
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="grape"
                        data-testid="credit-note"
                        leftSection={<IconFileInvoice size={14} aria-hidden />}
                        aria-label={t`Download credit note ${noteNumber}`}
                        loading={creditNote.isPending && creditNote.variables.orderId === note.orderId}
                        onClick={() => creditNote.mutate(note, { onError })}
                      >
                        <Trans>Credit note {noteNumber}</Trans>
                      </Button>
                    )}
                  </Stack>
                ) : (
                  transactionText(row.description)
                )}
              </Table.Td>
              <Table.Td data-label={HEADERS.paid} ta="right" className={classes.nowrap} style={FIGURE}>
                {paid(row)}
              </Table.Td>
              <Table.Td data-label={HEADERS.credits} ta="right" className={classes.nowrap} style={FIGURE}>
                {credited(row.creditedAmount)}
              </Table.Td>
              <Table.Td data-label={HEADERS.razorpay}>
                {row.razorpayOrderId || row.razorpayPaymentId ? (
                  <Stack gap={2}>
                    <Mono value={row.razorpayOrderId} />
                    <Mono value={row.razorpayPaymentId} />
                  </Stack>
                ) : (
                  '—'
                )}
              </Table.Td>
              <Table.Td data-label={HEADERS.type}>
                <Stack gap={4} className={classes.typeCell}>
                  <Text size="sm" className={classes.nowrap}>
                    {i18n._(TYPE_LABELS[row.type])}
                  </Text>
                  <Badge size="sm" variant="dot" color={STATUS_COLORS[row.status]}>
                    {i18n._(STATUS_LABELS[row.status])}
                  </Badge>
                </Stack>
              </Table.Td>
              <Table.Td data-label={HEADERS.date}>
                <Text size="sm" className={classes.nowrap}>
                  {formatDateTime(row.dateTime)}
                </Text>
              </Table.Td>
              <Table.Td data-actions={ref ? true : undefined} data-label={ref ? undefined : HEADERS.invoice}>
                {ref ? (
                  <Group gap="xs" wrap="wrap">
                    <InvoiceButton action={download} invoice={ref} onError={onError} />
                    <InvoiceButton action={regenerate} invoice={ref} onError={onError} regenerate />
                  </Group>
                ) : (
                  <Text size="sm" c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })
      }
    </StackedTable>
  );
}
