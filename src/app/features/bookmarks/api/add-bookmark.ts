import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readerMessage } from '#app/lib/reader-messages.ts';
import { bookmarkInputSchema, type BookmarkInput } from '#shared/schemas/bookmarks.ts';
import { toast } from '#app/lib/toast.ts';
import type { BookmarkIndex } from './get-bookmark-index';
import { bookmarkChange, bookmarkKeys } from './keys';

/**
 * Save a bookmark on this device (with the article kept for reading offline) and queue its
 * POST in the outbox, which sends it with an Idempotency-Key now or when the network is back.
 * Only the contract's two fields are kept, even when a whole list card is passed in.
 */
export async function addBookmark(b: BookmarkInput) {
  const input = bookmarkInputSchema.parse({ title: b.title, url: b.url });
  // Every screen's save buttons come with this module: the store (with Dexie) loads with the first save.
  const { queueSaveBookmark } = await import('#app/lib/offline-store.ts');
  return queueSaveBookmark(input);
}

/** Mark a URL saved in the index at once, before the refetch confirms it. */
export function markSaved(old: BookmarkIndex | undefined, url: string): BookmarkIndex {
  const next = new Map(old);
  if (!next.has(url)) next.set(url, { hasNote: false });
  return next;
}

/**
 * Save an article (members): success marks it saved for the session and shows the success
 * message as a popup (screens may also show it inline); failure shows the failure message.
 */
export function useAddBookmark() {
  const qc = useQueryClient();
  return useMutation({
    ...bookmarkChange('add'),
    mutationFn: (b: BookmarkInput) => addBookmark(b),
    onSuccess: async (_d, b) => {
      qc.setQueryData<BookmarkIndex>(bookmarkKeys.index(), (old) => markSaved(old, b.url));
      // Offline the save is queued, not done: say that it will sync.
      toast(readerMessage(navigator.onLine ? 'bookmarkSuccess' : 'bookmarkQueuedOffline'), 'success');
      await qc.invalidateQueries({ queryKey: bookmarkKeys.all });
    },
    onError: () => toast(readerMessage('bookmarkFailed'), 'error'),
  });
}
