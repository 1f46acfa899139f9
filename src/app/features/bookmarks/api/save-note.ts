import { i18n } from '@lingui/core';
import { MutationObserver, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { noteInputSchema, type BookmarkInput, type Note } from '#shared/schemas/bookmarks.ts';
import { queueNote } from '#app/lib/offline-store.ts';
import { formatMediumDate } from '#app/lib/format.ts';
import { toast } from '#app/lib/toast.ts';
import { appendAnswer } from '#app/features/bookmarks/note-text.ts';
import { BOOKMARK_TEXTS } from '#app/features/bookmarks/texts.ts';
import { addBookmark, markSaved } from './add-bookmark';
import { bookmarkIndexQueryOptions, type BookmarkIndex } from './get-bookmark-index';
import { noteQueryOptions } from './get-note';
import { bookmarkChange, bookmarkKeys } from './keys';

/** Write the whole note of a saved article on this device and queue its PUT; an empty note deletes it. */
export async function putNote(url: string, note: string): Promise<Note> {
  return queueNote(url, noteInputSchema.parse({ note }).note);
}

/** A note belongs to a bookmark: writing one on an article not yet saved saves it first. */
async function ensureSaved(qc: QueryClient, article: BookmarkInput): Promise<void> {
  const index = await qc.ensureQueryData(bookmarkIndexQueryOptions());
  if (index.has(article.url)) return;
  await addBookmark(article);
  qc.setQueryData<BookmarkIndex>(bookmarkKeys.index(), (old) => markSaved(old, article.url));
}

async function afterSave(qc: QueryClient, saved: Note): Promise<void> {
  qc.setQueryData(noteQueryOptions(saved.url).queryKey, saved);
  qc.setQueryData<BookmarkIndex>(bookmarkKeys.index(), (old) =>
    new Map(old).set(saved.url, { hasNote: saved.note.trim() !== '' }),
  );
  await qc.invalidateQueries({ queryKey: [...bookmarkKeys.all, 'list'] });
}

/** Save the note typed in an editor. */
export function useSaveNote() {
  const qc = useQueryClient();
  return useMutation({
    ...bookmarkChange('note'),
    mutationFn: async ({ article, note }: { article: BookmarkInput; note: string }) => {
      await ensureSaved(qc, article);
      return putNote(article.url, note);
    },
    onSuccess: (saved) => afterSave(qc, saved),
  });
}

export class NoteTooLongError extends Error {}

type AppendVars = { article: BookmarkInput; heading: string; answer: string };

/**
 * 'Save to my notes': add an AI answer, with its kind and today's date, to the end of the note.
 * A function, not a hook: the article actions (on every screen) load this module only when a
 * member first saves an answer.
 */
export function appendToNote(qc: QueryClient, vars: AppendVars): Promise<Note> {
  return new MutationObserver(qc, {
    ...bookmarkChange('note', 'append'),
    mutationFn: async ({ article, heading, answer }: AppendVars) => {
      await ensureSaved(qc, article);
      const current = await qc.fetchQuery({ ...noteQueryOptions(article.url), staleTime: 0 });
      const next = appendAnswer(current.note, heading, answer, formatMediumDate(new Date().toISOString()));
      if (next === null) throw new NoteTooLongError(i18n._(BOOKMARK_TEXTS.noteTooLong));
      return putNote(article.url, next);
    },
    onSuccess: async (saved) => {
      toast(i18n._(BOOKMARK_TEXTS.answerSaved), 'success');
      await afterSave(qc, saved);
    },
    onError: (e) => toast(e instanceof NoteTooLongError ? e.message : i18n._(BOOKMARK_TEXTS.noteSaveFailed), 'error'),
  }).mutate(vars);
}
