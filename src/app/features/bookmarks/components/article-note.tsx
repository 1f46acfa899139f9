import '@mantine/core/styles/Skeleton.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconNote, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import type { BookmarkInput } from '#shared/schemas/bookmarks.ts';
import { Markdown } from '#app/components/markdown/lazy-markdown.tsx';
import { toast } from '#app/lib/toast.ts';
import { useBookmarkIndex } from '#app/features/bookmarks/api/get-bookmark-index.ts';
import { useNote } from '#app/features/bookmarks/api/get-note.ts';
import { useSaveNote } from '#app/features/bookmarks/api/save-note.ts';
import { BOOKMARK_TEXTS } from '#app/features/bookmarks/texts.ts';
import { NoteEditor } from './note-editor';

/**
 * The member's personal note on an article, read and edited in place. Writing a note on an
 * article not yet saved saves it too (a note belongs to a bookmark).
 */
export function ArticleNote({ article, headingId }: { article: BookmarkInput; headingId: string }) {
  const index = useBookmarkIndex(true);
  const hasNote = index.data?.get(article.url)?.hasNote ?? false;
  const note = useNote(article.url, hasNote);
  const save = useSaveNote();
  const [editing, setEditing] = useState(false);
  const { t, i18n } = useLingui();
  const text = hasNote ? (note.data?.note ?? '') : '';
  const loading = index.isPending || (hasNote && note.isPending);

  return (
    <section aria-labelledby={headingId}>
      <Group gap="xs" mb="xs">
        <IconNote size={20} aria-hidden />
        <Title order={2} size="h4" id={headingId}>
          <Trans>My note</Trans>
        </Title>
      </Group>
      {loading ? (
        <Skeleton height={40} aria-label={t`Loading your note`} />
      ) : editing ? (
        <NoteEditor
          initial={text}
          saving={save.isPending}
          error={save.isError ? i18n._(BOOKMARK_TEXTS.noteSaveFailed) : null}
          onCancel={() => setEditing(false)}
          onSave={(next) =>
            save.mutate(
              { article, note: next },
              {
                onSuccess: () => {
                  toast(i18n._(BOOKMARK_TEXTS.noteSaved), 'success');
                  setEditing(false);
                },
              },
            )
          }
        />
      ) : (
        <Stack gap="xs" align="flex-start">
          {text.trim() ? (
            <Markdown markdown={text} size="compact" />
          ) : (
            <Text size="sm" c="dimmed">
              <Trans>No note yet. Notes are private to you and saved with your bookmark.</Trans>
            </Text>
          )}
          <Button
            variant="light"
            size="compact-md"
            leftSection={<IconPencil size={16} />}
            onClick={() => setEditing(true)}
          >
            {text.trim() ? <Trans>Edit note</Trans> : <Trans>Add a note</Trans>}
          </Button>
        </Stack>
      )}
    </section>
  );
}
