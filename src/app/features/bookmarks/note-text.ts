import { BOOKMARKS } from '#shared/constants.ts';

export const NOTE_MAX = BOOKMARKS.noteMaxChars;

/**
 * The note with one saved AI answer added at its end under a heading naming the kind and the
 * day ("### Bias · 23 Nov 2026"), separated from what was there by a blank line. Null when the
 * result would be longer than a note may be.
 */
export function appendAnswer(note: string, heading: string, answer: string, day: string): string | null {
  const block = `### ${heading} · ${day}\n\n${answer.trim()}\n`;
  const base = note.trimEnd();
  const next = base ? `${base}\n\n${block}` : block;
  return next.length > NOTE_MAX ? null : next;
}
