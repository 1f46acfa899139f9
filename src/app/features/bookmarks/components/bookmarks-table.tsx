import '@mantine/core/styles/Skeleton.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import {
  IconArrowsSort,
  IconExternalLink,
  IconNote,
  IconSortAscending,
  IconSortDescending,
  IconTrash,
  IconPencil,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { Bookmark } from '#shared/schemas/bookmarks.ts';
import { formatMediumDate } from '#app/lib/format.ts';
import { nextSort, type TitleSort } from '#app/features/bookmarks/bookmark-view.ts';
import classes from './bookmarks-table.module.css';

type Props = {
  rows: Bookmark[] | undefined;
  sort: TitleSort;
  onSort: (next: TitleSort) => void;
  onRemove: (b: Bookmark) => void;
  onNote: (b: Bookmark) => void;
  emptyText: string;
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * Title (sortable) and actions. At phone width each row stacks: the title, then its actions
 * on a line of their own, so the list fits 360 px without scrolling sideways.
 */
export function BookmarksTable({ rows, sort, onSort, onRemove, onNote, emptyText }: Props) {
  const { t } = useLingui();
  const SortIcon = sort === 'asc' ? IconSortAscending : sort === 'desc' ? IconSortDescending : IconArrowsSort;
  return (
    <Table className={classes.table} verticalSpacing="sm" highlightOnHover withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th aria-sort={sort ? ARIA_SORT[sort] : 'none'}>
            <UnstyledButton className={classes.sort} onClick={() => onSort(nextSort(sort))}>
              <Trans>Title</Trans> <SortIcon size={16} aria-hidden />
            </UnstyledButton>
          </Table.Th>
          <Table.Th className={classes.actionsHead}>
            <Trans>Actions</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows === undefined ? (
          [0, 1, 2].map((i) => (
            <Table.Tr key={i}>
              <Table.Td colSpan={2}>
                <Skeleton height={32} />
              </Table.Td>
            </Table.Tr>
          ))
        ) : rows.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={2}>
              <Text c="dimmed" ta="center" py="md">
                {emptyText}
              </Text>
            </Table.Td>
          </Table.Tr>
        ) : (
          rows.map((b) => (
            <Table.Tr key={b.url}>
              <Table.Td>
                <Text fw={600} className={classes.title}>
                  {b.title}
                </Text>
                <Group gap={6} mt={4}>
                  <Text size="xs" c="dimmed">
                    <Trans>Saved {formatMediumDate(b.createdAt)}</Trans>
                  </Text>
                  {b.hasNote && (
                    <Badge size="sm" variant="light" color="grape" leftSection={<IconNote size={12} aria-hidden />}>
                      <Trans>Note</Trans>
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <div className={classes.actions}>
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconExternalLink size={14} />}
                    renderRoot={(p) => <Link to="/pages/news/details/$url" params={{ url: b.url }} {...p} />}
                  >
                    <Trans>Open in app</Trans>
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    leftSection={b.hasNote ? <IconPencil size={14} /> : <IconNote size={14} />}
                    onClick={() => onNote(b)}
                    aria-label={b.hasNote ? t`Edit note: ${b.title}` : t`Add note: ${b.title}`}
                  >
                    {b.hasNote ? <Trans>Edit note</Trans> : <Trans>Add note</Trans>}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => onRemove(b)}
                    aria-label={t`Remove: ${b.title}`}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </div>
              </Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>
  );
}
