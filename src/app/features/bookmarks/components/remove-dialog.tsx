import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Bookmark } from '#shared/schemas/bookmarks.ts';
import { toast } from '#app/lib/toast.ts';
import { useRemoveBookmark } from '#app/features/bookmarks/api/remove-bookmark.ts';
import { BOOKMARK_TEXTS } from '#app/features/bookmarks/texts.ts';
import { BookmarkDialog } from './bookmark-dialog';

/** Remove asks first; with a note it also asks whether to keep the note. */
export function RemoveDialog({ bookmark, onClose }: { bookmark: Bookmark | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <BookmarkDialog bookmark={bookmark} onClose={onClose} title={t`Remove bookmark?`}>
      {(b) => <RemoveBody key={b.url} bookmark={b} onClose={onClose} />}
    </BookmarkDialog>
  );
}

function RemoveBody({ bookmark, onClose }: { bookmark: Bookmark; onClose: () => void }) {
  const [keepNote, setKeepNote] = useState(true);
  const remove = useRemoveBookmark();
  const { t, i18n } = useLingui();
  const title = bookmark.title;
  return (
    <Stack gap="md">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Trans>“{title}” will be removed from your bookmarks.</Trans>
      </Text>
      {bookmark.hasNote && (
        <Checkbox
          checked={keepNote}
          onChange={(e) => setKeepNote(e.currentTarget.checked)}
          label={t`Keep my note`}
          description={t`It comes back if you save this article again.`}
        />
      )}
      {remove.isError && (
        <Text c="red" size="sm" role="alert">
          {i18n._(BOOKMARK_TEXTS.removeFailed)}
        </Text>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          color="red"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(
              { url: bookmark.url, keepNote: bookmark.hasNote && keepNote },
              {
                onSuccess: () => {
                  toast(i18n._(BOOKMARK_TEXTS.removed), 'success');
                  onClose();
                },
              },
            )
          }
        >
          <Trans>Remove</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
