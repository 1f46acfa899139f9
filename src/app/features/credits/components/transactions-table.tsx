import '@mantine/core/styles/Table.css';
import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import type { Transaction } from '#shared/schemas/payments.ts';
import { formatDateTime, formatPaise } from '#app/lib/format.ts';
import { toast } from '#app/lib/toast.ts';
import { useInvoice } from '#app/features/credits/api/invoice.ts';
import { historyErrorText } from '#app/lib/payment-errors.ts';

const TYPE_LABELS: Record<Transaction['type'], string> = {
  CREDIT_PURCHASE: 'Credits',
  MEMBERSHIP_CARD: 'Membership (card)',
  MEMBERSHIP_CREDITS: 'Membership (credits)',
};
const STATUS_COLORS: Record<Transaction['status'], string> = { paid: 'teal', created: 'yellow', failed: 'red' };

const FIGURE = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const credited = (n: number) => (n > 0 ? `+${n}` : String(n));
const Mono = ({ value }: { value: string | null }) => (
  <Text size="xs" ff="monospace">{value ?? '—'}</Text>
);

/** SPEC.md §3's transaction columns, with the invoice actions of each paid order. */
export function TransactionsTable({ rows }: { rows: Transaction[] }) {
  const download = useInvoice(false);
  const regenerate = useInvoice(true);
  const onError = (e: unknown) => toast(historyErrorText(e), 'error');
  return (
    <Table.ScrollContainer minWidth={1080} type="native">
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="All transactions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">ID</Table.Th>
            <Table.Th scope="col">Description</Table.Th>
            <Table.Th scope="col" ta="right">Total amount</Table.Th>
            <Table.Th scope="col" ta="right">Credited</Table.Th>
            <Table.Th scope="col">Razorpay order</Table.Th>
            <Table.Th scope="col">Razorpay payment</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col">Date and time</Table.Th>
            <Table.Th scope="col">Invoice</Table.Th>
            <Table.Th scope="col">Regenerate invoice</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((t) => {
            const ref = t.orderId !== null && t.invoiceNumber ? { orderId: t.orderId, invoiceNumber: t.invoiceNumber } : null;
            return (
              <Table.Tr key={t.id}>
                <Table.Td>{t.id}</Table.Td>
                <Table.Td>{t.description}</Table.Td>
                <Table.Td ta="right" style={FIGURE}>{formatPaise(t.totalAmountPaise)}</Table.Td>
                <Table.Td ta="right" style={FIGURE}>{credited(t.creditedAmount)}</Table.Td>
                <Table.Td><Mono value={t.razorpayOrderId} /></Table.Td>
                <Table.Td><Mono value={t.razorpayPaymentId} /></Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{TYPE_LABELS[t.type]}</Text>
                    <Badge size="sm" variant="dot" color={STATUS_COLORS[t.status]}>{t.status}</Badge>
                  </Stack>
                </Table.Td>
                <Table.Td><Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDateTime(t.dateTime)}</Text></Table.Td>
                <Table.Td>
                  {ref ? (
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
                  ) : (
                    <Text size="sm" c="dimmed">—</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {ref && (
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
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
