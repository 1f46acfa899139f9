import { WATCHLIST, watchlistUpdateSchema } from '#shared/schemas/watchlist.ts';

/** Why a new term cannot join the list (the shared schema's rules), or null when it can. */
export function termError(terms: string[], candidate: string): string | null {
  const term = candidate.trim();
  if (!term) return 'Type a word or phrase to watch';
  if (terms.some((t) => t.toLowerCase() === term.toLowerCase())) return 'Already on your watch list';
  if (terms.length >= WATCHLIST.maxTerms) return `At most ${WATCHLIST.maxTerms} terms`;
  const parsed = watchlistUpdateSchema.safeParse({ terms: [...terms, term] });
  if (parsed.success) return null;
  const message = parsed.error.issues[0]?.message ?? 'is not valid';
  return `A term ${message}`;
}
