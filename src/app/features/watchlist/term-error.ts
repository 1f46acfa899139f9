import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { WATCHLIST, watchlistUpdateSchema } from '#shared/schemas/watchlist.ts';

const { maxTerms, minLength, maxLength } = WATCHLIST;

/**
 * Why a new term cannot join the list (the shared schema's rules), in the interface's language,
 * or null when it can. The schema's length rules are told by their issue's code, so the reason
 * reads in the reader's language rather than the schema's English.
 */
export function termError(i18n: I18n, terms: string[], candidate: string): string | null {
  const term = candidate.trim();
  if (!term) return i18n._(msg`Type a word or phrase to watch`);
  if (terms.some((t) => t.toLowerCase() === term.toLowerCase())) return i18n._(msg`Already on your watch list`);
  if (terms.length >= maxTerms) return i18n._(msg`At most ${maxTerms} terms`);
  const parsed = watchlistUpdateSchema.safeParse({ terms: [...terms, term] });
  if (parsed.success) return null;
  const code = parsed.error.issues[0]?.code;
  if (code === 'too_small') return i18n._(msg`A term must be at least ${minLength} characters`);
  if (code === 'too_big') return i18n._(msg`A term must be at most ${maxLength} characters`);
  return i18n._(msg`A term is not valid`);
}
