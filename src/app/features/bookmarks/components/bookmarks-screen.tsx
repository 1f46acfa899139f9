import '@mantine/core/styles/Table.css';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Container, Group, Text, TextInput, Title, CloseButton } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { Bookmark } from '#shared/schemas/bookmarks.ts';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { useBookmarks } from '#app/features/bookmarks/api/get-bookmarks.ts';
import type { BookmarksAddress } from '#shared/schemas/addresses.ts';
import { toListQuery } from '#app/features/bookmarks/bookmarks-params.ts';
import { BOOKMARK_TEXTS } from '#app/features/bookmarks/texts.ts';
import { BookmarksPager } from './bookmarks-pager';
import { BookmarksTable } from './bookmarks-table';
import { NoteDialog } from './note-dialog';
import { RemoveDialog } from './remove-dialog';

export type BookmarksScreenProps = {
  params: BookmarksAddress;
  /** Change the URL's filter, order or page (the route owns the search params). */
  onParams: (next: Partial<BookmarksAddress>) => void;
};

/** 'My Bookmarks': filter by title, sort by title, page, open, remove, and edit notes. */
export function BookmarksScreen({ params, onParams }: BookmarksScreenProps) {
  const { q, sort, page, size } = params;
  const list = useBookmarks(toListQuery(params));
  const [filter, setFilter] = useState(q ?? '');
  const [removing, setRemoving] = useState<Bookmark | null>(null);
  const [noting, setNoting] = useState<Bookmark | null>(null);
  const applyFilter = useDebouncedCallback((value: string) => onParams({ q: value || undefined, page: 1 }), 250);
  const clear = () => {
    setFilter('');
    applyFilter.cancel?.();
    onParams({ q: undefined, page: 1 });
  };
  const data = list.data;
  const { t, i18n } = useLingui();
  const count = data?.totalElements ?? 0;

  return (
    <Container size="lg" py="md">
      <Breadcrumb current={t`Bookmarks`} />
      <Title order={1} mb="md">
        <Trans>My Bookmarks</Trans>
      </Title>
      <TextInput
        label={t`Filter by title`}
        placeholder={t`Type part of a title`}
        value={filter}
        onChange={(e) => {
          setFilter(e.currentTarget.value);
          applyFilter(e.currentTarget.value);
        }}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={filter ? <CloseButton aria-label={t`Clear filter`} onClick={clear} /> : null}
        maw={420}
        mb="md"
      />
      {list.isError ? (
        <Alert color="red" icon={<IconAlertTriangle />} role="alert" title={i18n._(BOOKMARK_TEXTS.listFailed)} />
      ) : (
        <>
          <BookmarksTable
            rows={data?.content}
            sort={sort}
            onSort={(next) => onParams({ sort: next, page: 1 })}
            onRemove={setRemoving}
            onNote={setNoting}
            emptyText={i18n._(q ? BOOKMARK_TEXTS.noMatch : BOOKMARK_TEXTS.empty)}
          />
          {data && data.totalElements > 0 && (
            <BookmarksPager total={data.totalElements} page={page} size={size} onParams={onParams} />
          )}
          {data && (
            <Text size="sm" c="dimmed" mt="xs" aria-live="polite">
              {q
                ? t`${plural(count, { one: `# bookmark matching “${q}”`, other: `# bookmarks matching “${q}”` })}`
                : t`${plural(count, { one: '# bookmark', other: '# bookmarks' })}`}
            </Text>
          )}
        </>
      )}
      <Group>
        <RemoveDialog bookmark={removing} onClose={() => setRemoving(null)} />
        <NoteDialog bookmark={noting} onClose={() => setNoting(null)} />
      </Group>
    </Container>
  );
}
