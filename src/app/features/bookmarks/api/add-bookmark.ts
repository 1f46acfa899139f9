import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { MESSAGES } from '#shared/messages.ts';
import { bookmarkInputSchema, IDEMPOTENCY_HEADER, type BookmarkInput } from '#shared/schemas/bookmarks.ts';
import { newIdempotencyKey, requestVoid } from '#app/lib/http.ts';
import { toast } from '#app/lib/toast.ts';
import type { BookmarkIndex } from './get-bookmark-index';
import { bookmarkKeys } from './keys';

/**
 * POST a bookmark (201 new, 200 already saved). Only the contract's two fields go out, even
 * when a whole list card is passed in; `key` lets a replay reuse the first attempt's key.
 */
export const addBookmark = (b: BookmarkInput, key: string = newIdempotencyKey()) =>
  requestVoid(API.news.bookmark, {
    method: 'post',
    json: bookmarkInputSchema.parse({ title: b.title, url: b.url }),
    headers: { [IDEMPOTENCY_HEADER]: key },
  });

/** Mark a URL saved in the index at once, before the refetch confirms it. */
export function markSaved(old: BookmarkIndex | undefined, url: string): BookmarkIndex {
  const next = new Map(old);
  if (!next.has(url)) next.set(url, { hasNote: false });
  return next;
}

/**
 * Save an article (members): success marks it saved for the session and shows SPEC.md §8's
 * message as a popup (screens may also show it inline); failure shows the failure message.
 */
export function useAddBookmark() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: [...bookmarkKeys.all, 'add'],
    mutationFn: (b: BookmarkInput) => addBookmark(b),
    onSuccess: async (_d, b) => {
      qc.setQueryData<BookmarkIndex>(bookmarkKeys.index(), (old) => markSaved(old, b.url));
      toast(MESSAGES.bookmarkSuccess, 'success');
      await qc.invalidateQueries({ queryKey: bookmarkKeys.all });
    },
    onError: () => toast(MESSAGES.bookmarkFailed, 'error'),
  });
}
