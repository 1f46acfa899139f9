import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Center, Loader, Text } from '@mantine/core';
import type { Bookmark } from '#shared/schemas/bookmarks.ts';
import { toast } from '#app/lib/toast.ts';
import { useNote } from '#app/features/bookmarks/api/get-note.ts';
import { useSaveNote } from '#app/features/bookmarks/api/save-note.ts';
import { BOOKMARK_TEXTS } from '#app/features/bookmarks/texts.ts';
import { BookmarkDialog } from './bookmark-dialog';
import { NoteEditor } from './note-editor';

/** The note of one bookmark, edited from the bookmarks table. */
export function NoteDialog({ bookmark, onClose }: { bookmark: Bookmark | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <BookmarkDialog bookmark={bookmark} onClose={onClose} title={t`My note`} size="lg">
      {(b) => <NoteBody bookmark={b} onClose={onClose} />}
    </BookmarkDialog>
  );
}

function NoteBody({ bookmark, onClose }: { bookmark: Bookmark; onClose: () => void }) {
  const { t } = useLingui();
  const note = useNote(bookmark.url, bookmark.hasNote);
  const save = useSaveNote();
  if (bookmark.hasNote && note.isPending)
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t`Loading your note`} />
      </Center>
    );
  if (note.isError)
    return (
      <Text c="red" role="alert">
        {i18n._(BOOKMARK_TEXTS.noteSaveFailed)}
      </Text>
    );
  return (
    <>
      <Text size="sm" fw={600} mb="sm" style={{ overflowWrap: 'anywhere' }}>
        {bookmark.title}
      </Text>
      <NoteEditor
        initial={note.data?.note ?? ''}
        saving={save.isPending}
        error={save.isError ? i18n._(BOOKMARK_TEXTS.noteSaveFailed) : null}
        onCancel={onClose}
        onSave={(next) =>
          save.mutate(
            { article: { title: bookmark.title, url: bookmark.url }, note: next },
            {
              onSuccess: () => {
                toast(i18n._(BOOKMARK_TEXTS.noteSaved), 'success');
                onClose();
              },
            },
          )
        }
      />
    </>
  );
}
