import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Table } from '@mantine/core';
import type { Membership } from '#shared/schemas/payments.ts';
import { formatCredits, formatDateTime, formatMediumDate, formatPaise } from '#app/lib/format.ts';
import classes from '#app/features/payments/history/stacked-table.module.css';
import { StackedTable } from '#app/features/payments/history/stacked-table.tsx';

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

const COLUMNS = {
  id: { label: msg`ID` },
  days: { label: msg`Days`, right: true },
  paid: { label: msg`Paid` },
  bought: { label: msg`Bought` },
  starts: { label: msg`Starts` },
  ends: { label: msg`Ends` },
  status: { label: msg`Status` },
} as const;

/** The membership record, one row each (a card per membership on a phone). */
export function MembershipsTable({ rows, now = new Date() }: { rows: Membership[]; now?: Date }) {
  const { t, i18n } = useLingui();
  return (
    <StackedTable label={t`Memberships`} minWidth="620px" columns={COLUMNS}>
      {(HEADERS) =>
        rows.map((m) => {
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
        })
      }
    </StackedTable>
  );
}
