import { Trans, useLingui } from '@lingui/react/macro';
import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PAGING } from '#shared/constants.ts';
import { pageCount } from '#app/components/news/paging.ts';
import type { BookmarksAddress } from '#shared/schemas/addresses.ts';

type Props = { total: number; page: number; size: number; onParams: (next: Partial<BookmarksAddress>) => void };

/** Rows per page (5, 10, 25), the range shown, and the pages. */
export function BookmarksPager({ total, page, size, onParams }: Props) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
  const narrow = useMediaQuery('(max-width: 30em)') ?? false;
  const first = Math.min(total, (page - 1) * size + 1);
  const last = Math.min(total, page * size);
  const { t } = useLingui();
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Group gap="xs">
        <NativeSelect
          label={t`Items per page`}
          size="xs"
          // The field's width, not the label's: a longer label (Tamil, Telugu) stays on one line.
          styles={{ wrapper: { width: 120 } }}
          value={String(size)}
          data={PAGING.bookmarkSizeOptions.map(String)}
          onChange={(e) => onParams({ size: Number(e.currentTarget.value), page: 1 })}
        />
        <Text size="sm" c="dimmed" mt={18}>
          <Trans>
            {first}–{last} of {total}
          </Trans>
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
            'aria-label': c === 'previous' ? t`Previous page` : c === 'next' ? t`Next page` : c,
          })}
          getItemProps={(p) => ({ 'aria-label': t`Page ${p}` })}
        />
      )}
    </Group>
  );
}
