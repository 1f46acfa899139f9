import '@mantine/core/styles/Table.css';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './stacked-table.module.css';

/** A column's heading, and whether its figures sit on the right. */
export type StackedColumn = { label: MessageDescriptor; right?: boolean };

type Props<K extends string> = {
  /** The table's accessible name ("All transactions"). */
  label: string;
  /** The width below which the table scrolls inside its frame, on a screen wider than a phone. */
  minWidth: string;
  columns: Record<K, StackedColumn>;
  highlightOnHover?: boolean;
  /** The body's rows, given each column's heading for the cells' data-label. */
  children: (headers: Record<K, string>) => ReactNode;
};

/**
 * A record table (docs/product.md, "Records"): a table wider than a phone, a card per row on a
 * phone (stacked-table.module.css), each cell labelled by its column's heading.
 */
export function StackedTable<K extends string>({ label, minWidth, columns, highlightOnHover, children }: Props<K>) {
  const { i18n } = useLingui();
  const entries = Object.entries(columns) as [K, StackedColumn][];
  const headers = Object.fromEntries(entries.map(([k, c]) => [k, i18n._(c.label)])) as Record<K, string>;
  return (
    <div className={classes.frame}>
      <Table
        striped
        highlightOnHover={highlightOnHover}
        verticalSpacing="sm"
        aria-label={label}
        className={classes.table}
        style={{ '--stacked-min-width': minWidth }}
      >
        <Table.Thead>
          <Table.Tr>
            {entries.map(([k, c]) => (
              <Table.Th key={k} scope="col" ta={c.right ? 'right' : undefined}>
                {headers[k]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children(headers)}</Table.Tbody>
      </Table>
    </div>
  );
}
