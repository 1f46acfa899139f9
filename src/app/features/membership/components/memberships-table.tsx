import '@mantine/core/styles/Table.css';
import { Badge, Table } from '@mantine/core';
import type { Membership } from '#shared/schemas/payments.ts';
import { formatDateTime, formatMediumDate } from '#app/lib/format.ts';

type Status = { label: string; color: string };
/** Active now, queued after the current one, or over. */
export function membershipStatus(m: Membership, now: Date): Status {
  const t = now.getTime();
  if (new Date(m.endDate).getTime() <= t) return { label: 'Ended', color: 'gray' };
  if (new Date(m.startDate).getTime() > t) return { label: 'Upcoming', color: 'blue' };
  return { label: 'Active', color: 'teal' };
}

/** SPEC.md §3's membership record, one row each. */
export function MembershipsTable({ rows, now = new Date() }: { rows: Membership[]; now?: Date }) {
  return (
    <Table.ScrollContainer minWidth={620} type="native">
      <Table striped verticalSpacing="sm" aria-label="Memberships">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">ID</Table.Th>
            <Table.Th scope="col" ta="right">Days</Table.Th>
            <Table.Th scope="col">Bought</Table.Th>
            <Table.Th scope="col">Starts</Table.Th>
            <Table.Th scope="col">Ends</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((m) => {
            const status = membershipStatus(m, now);
            return (
              <Table.Tr key={m.id}>
                <Table.Td>{m.id}</Table.Td>
                <Table.Td ta="right">{m.noOfDays}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.createDate)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMediumDate(m.startDate)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMediumDate(m.endDate)}</Table.Td>
                <Table.Td>
                  <Badge variant="dot" color={status.color}>{status.label}</Badge>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
