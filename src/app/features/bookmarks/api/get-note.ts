import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { noteSchema, type Note } from '#shared/schemas/bookmarks.ts';
import { requestJson } from '#app/lib/http.ts';
import { bookmarkKeys } from './keys';

/** The member's note on a saved article ('' when there is none; 404 when not saved). */
export const getNote = (url: string): Promise<Note> =>
  requestJson(noteSchema, API.news.bookmarkNote, { searchParams: { url } });

export const noteQueryOptions = (url: string) =>
  queryOptions({ queryKey: bookmarkKeys.note(url), queryFn: () => getNote(url) });

export const useNote = (url: string, enabled: boolean) => useQuery({ ...noteQueryOptions(url), enabled });
