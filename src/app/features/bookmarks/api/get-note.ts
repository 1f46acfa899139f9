import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Note } from '#shared/schemas/bookmarks.ts';
import { localNote } from '#app/lib/offline-store.ts';
import { bookmarkKeys } from './keys';

/** The member's note on an article ('' when there is none), as kept on this device and synced. */
export const getNote = (url: string): Promise<Note> => localNote(url);

export const noteQueryOptions = (url: string) =>
  queryOptions({ queryKey: bookmarkKeys.note(url), queryFn: () => getNote(url), networkMode: 'always' });

export const useNote = (url: string, enabled: boolean) => useQuery({ ...noteQueryOptions(url), enabled });
