import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queueRemoveBookmark } from '#app/lib/offline-store.ts';
import { bookmarkChange, bookmarkKeys } from './keys';

export type RemoveBookmark = { url: string; keepNote: boolean };

/** Remove on this device now; the outbox sends the DELETE (safe to replay) when it can. */
export const removeBookmark = ({ url, keepNote }: RemoveBookmark) => queueRemoveBookmark(url, keepNote);

/** Remove, then reload every bookmark view (the table, the saved index, the note). */
export function useRemoveBookmark() {
  const qc = useQueryClient();
  return useMutation({
    ...bookmarkChange('remove'),
    mutationFn: (r: RemoveBookmark) => removeBookmark(r),
    onSuccess: () => qc.invalidateQueries({ queryKey: bookmarkKeys.all }),
  });
}
