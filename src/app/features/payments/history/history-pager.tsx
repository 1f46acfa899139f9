import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Pagination, Select, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PAGING } from '#shared/constants.ts';
import { pageCount } from '#app/components/news/paging.ts';

type Props = {
  /** Zero-based page index, as the history APIs count. */
  page: number;
  size: number;
  total: number;
  onChange: (page: number, size: number) => void;
  label: string;
};

const SIZE_OPTIONS = PAGING.historySizeOptions.map(String);

/** The history tables' paginator: zero-based pages, 5/10/25/100 rows, "6–10 of 12". */
export function HistoryPager({ page, size, total, onChange, label }: Props) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
  const narrow = useMediaQuery('(max-width: 30em)') ?? false;
  const { t } = useLingui();
  const from = total === 0 ? 0 : page * size + 1;
  const to = Math.min(total, (page + 1) * size);
  return (
    <Group justify="space-between" gap="sm" component="nav" aria-label={label}>
      <Group gap="xs" wrap="nowrap">
        <Select
          label={t`Rows per page`}
          data={SIZE_OPTIONS}
          value={String(size)}
          onChange={(v) => v && onChange(0, Number(v))}
          allowDeselect={false}
          // The field's width, not the label's: a longer label (Tamil, Telugu) stays on one line.
          styles={{ wrapper: { width: 90 } }}
          size="xs"
          comboboxProps={{ withinPortal: true }}
        />
        <Text size="sm" c="dimmed" mt={20} aria-live="polite">
          <Trans>
            {from}–{to} of {total}
          </Trans>
        </Text>
      </Group>
      <Pagination
        total={pageCount(total, size)}
        value={page + 1}
        onChange={(p) => onChange(p - 1, size)}
        siblings={narrow ? 0 : 1}
        boundaries={1}
        size="sm"
        getControlProps={(c) => ({
          'aria-label': c === 'previous' ? t`Previous page` : c === 'next' ? t`Next page` : c,
        })}
        getItemProps={(p) => ({ 'aria-label': t`Page ${p}` })}
      />
    </Group>
  );
}
