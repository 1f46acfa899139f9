import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PAGING } from '#shared/constants.ts';
import { pageCount } from '#app/components/news/paging.ts';
import type { BookmarksAddress } from '#shared/schemas/addresses.ts';

type Props = { total: number; page: number; size: number; onParams: (next: Partial<BookmarksAddress>) => void };

/** Rows per page (5, 10, 25), the range shown, and the pages. */
export function BookmarksPager({ total, page, size, onParams }: Props) {
  const narrow = useMediaQuery('(max-width: 30em)') ?? false;
  const first = Math.min(total, (page - 1) * size + 1);
  const last = Math.min(total, page * size);
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Group gap="xs">
        <NativeSelect
          label="Items per page"
          size="xs"
          w={120}
          value={String(size)}
          data={PAGING.bookmarkSizeOptions.map(String)}
          onChange={(e) => onParams({ size: Number(e.currentTarget.value), page: 1 })}
        />
        <Text size="sm" c="dimmed" mt={18}>
          {first}–{last} of {total}
        </Text>
      </Group>
      {total > size && (
        <Pagination
          total={pageCount(total, size)}
          value={page}
          onChange={(p) => onParams({ page: p })}
          siblings={narrow ? 0 : 1}
          size={narrow ? 'sm' : 'md'}
          getControlProps={(c) => ({
            'aria-label': c === 'previous' ? 'Previous page' : c === 'next' ? 'Next page' : c,
          })}
          getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
        />
      )}
    </Group>
  );
}
