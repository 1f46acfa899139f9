import '@mantine/core/styles/Table.css';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Table } from '@mantine/core';
import type { Membership } from '#shared/schemas/payments.ts';
import { formatCredits, formatDateTime, formatMediumDate, formatPaise } from '#app/lib/format.ts';
import classes from '#app/features/payments/history/stacked-table.module.css';

/** What the membership cost: the credits spent, or the card payment (with GST). */
export const membershipPrice = (i18n: I18n, m: Membership): string => {
  if (m.paidWith !== 'card') return formatCredits(m.credits);
  const amount = m.amountPaise === null ? '—' : formatPaise(m.amountPaise);
  return i18n._(msg`${amount} by card`);
};

type Status = { label: MessageDescriptor; color: string };
/** Active now, queued after the current one, or over. */
export function membershipStatus(m: Membership, now: Date): Status {
  const t = now.getTime();
  if (new Date(m.endDate).getTime() <= t) return { label: msg`Ended`, color: 'gray' };
  if (new Date(m.startDate).getTime() > t) return { label: msg`Upcoming`, color: 'blue' };
  return { label: msg`Active`, color: 'teal' };
}

const HEADER_TEXTS = {
  id: msg`ID`,
  days: msg`Days`,
  paid: msg`Paid`,
  bought: msg`Bought`,
  starts: msg`Starts`,
  ends: msg`Ends`,
  status: msg`Status`,
} as const;

/**
 * The membership record (docs/product.md, "Records"), one row each: a table wider than a
 * phone, a card per membership on a phone (stacked-table.module.css).
 */
export function MembershipsTable({ rows, now = new Date() }: { rows: Membership[]; now?: Date }) {
  const { t, i18n } = useLingui();
  const HEADERS = Object.fromEntries(Object.entries(HEADER_TEXTS).map(([k, d]) => [k, i18n._(d)])) as Record<
    keyof typeof HEADER_TEXTS,
    string
  >;
  return (
    <div className={classes.frame}>
      <Table
        striped
        verticalSpacing="sm"
        aria-label={t`Memberships`}
        className={classes.table}
        style={{ '--stacked-min-width': '620px' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{HEADERS.id}</Table.Th>
            <Table.Th scope="col" ta="right">
              {HEADERS.days}
            </Table.Th>
            <Table.Th scope="col">{HEADERS.paid}</Table.Th>
            <Table.Th scope="col">{HEADERS.bought}</Table.Th>
            <Table.Th scope="col">{HEADERS.starts}</Table.Th>
            <Table.Th scope="col">{HEADERS.ends}</Table.Th>
            <Table.Th scope="col">{HEADERS.status}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((m) => {
            const status = membershipStatus(m, now);
            return (
              <Table.Tr key={m.id} data-testid="membership">
                <Table.Td data-label={HEADERS.id}>{m.id}</Table.Td>
                <Table.Td data-label={HEADERS.days} ta="right">
                  {m.noOfDays}
                </Table.Td>
                <Table.Td data-label={HEADERS.paid} className={classes.nowrap}>
                  {membershipPrice(i18n, m)}
                </Table.Td>
                <Table.Td data-label={HEADERS.bought} className={classes.nowrap}>
                  {formatDateTime(m.createDate)}
                </Table.Td>
                <Table.Td data-label={HEADERS.starts} className={classes.nowrap}>
                  {formatMediumDate(m.startDate)}
                </Table.Td>
                <Table.Td data-label={HEADERS.ends} className={classes.nowrap}>
                  {formatMediumDate(m.endDate)}
                </Table.Td>
                <Table.Td data-label={HEADERS.status}>
                  <Badge variant="dot" color={status.color}>
                    {i18n._(status.label)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
