import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { IDEMPOTENCY_HEADER } from '#shared/schemas/bookmarks.ts';
import { newIdempotencyKey, requestVoid } from '#app/lib/http.ts';
import { bookmarkKeys } from './keys';

export type RemoveBookmark = { url: string; keepNote: boolean };

/** DELETE a bookmark: 204 also when it is already gone, so a replay is harmless. */
export const removeBookmark = ({ url, keepNote }: RemoveBookmark, key: string = newIdempotencyKey()) =>
  requestVoid(API.news.bookmark, {
    method: 'delete',
    searchParams: { url, keepNote: String(keepNote) },
    headers: { [IDEMPOTENCY_HEADER]: key },
  });

/** Remove, then reload every bookmark view (the table, the saved index, the note). */
export function useRemoveBookmark() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: [...bookmarkKeys.all, 'remove'],
    mutationFn: (r: RemoveBookmark) => removeBookmark(r),
    onSuccess: () => qc.invalidateQueries({ queryKey: bookmarkKeys.all }),
  });
}
