import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { MESSAGES } from '#shared/messages.ts';
import { requestVoid } from '#app/lib/http.ts';
import { toast } from '#app/lib/toast.ts';

const SAVED_KEY = ['bookmarks', 'saved-this-session'] as const;

export type BookmarkInput = { title: string; url: string };

// Only the contract's two fields go out, even when a whole list card is passed in.
export const addBookmark = (b: BookmarkInput) =>
  requestVoid(API.news.bookmark, { method: 'post', json: { title: b.title, url: b.url } });

/**
 * Save an article (members). Success marks it saved for the session and shows the SPEC.md §8
 * message; a later offline outbox can replace the mutation function without touching screens.
 */
export function useAddBookmark() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['bookmarks', 'add'],
    mutationFn: addBookmark,
    onSuccess: (_d, b) => {
      qc.setQueryData<string[]>(SAVED_KEY, (old = []) => [...old, b.url]);
      void qc.invalidateQueries({ queryKey: ['bookmarks', 'list'] });
      toast(MESSAGES.bookmarkSuccess, 'success');
    },
    onError: () => toast(MESSAGES.bookmarkFailed, 'error'),
  });
}

/** URLs saved during this session, so every card and dialog shows them as saved. */
export function useSavedThisSession(): (url: string) => boolean {
  const { data } = useQuery({
    queryKey: SAVED_KEY,
    queryFn: () => [] as string[],
    initialData: [] as string[],
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return (url) => data.includes(url);
}
