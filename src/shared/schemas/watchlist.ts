import { z } from '../zod';

export const WATCHLIST = { maxTerms: 20, minLength: 2, maxLength: 50 } as const;

const term = z
  .string()
  .check(
    z.trim(),
    z.minLength(WATCHLIST.minLength, `must be at least ${WATCHLIST.minLength} characters`),
    z.maxLength(WATCHLIST.maxLength, `must be at most ${WATCHLIST.maxLength} characters`),
  );

/** The first spelling of each term, ignoring case. */
function distinctTerms(terms: string[]): string[] {
  const seen = new Set<string>();
  return terms.filter((t) => {
    const k = t.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Trimmed, de-duplicated ignoring case (the first spelling wins), at most 20. */
export const watchlistUpdateSchema = z.object({
  terms: z.pipe(
    z.pipe(z.array(term).check(z.maxLength(100, 'too many terms')), z.transform(distinctTerms)),
    z.array(z.string()).check(z.maxLength(WATCHLIST.maxTerms, `at most ${WATCHLIST.maxTerms} terms`)),
  ),
});
export type WatchlistUpdate = z.input<typeof watchlistUpdateSchema>;

/** GET and PUT /api/khabar/operation/user/watchlist answer the stored list. */
export const watchlistSchema = z.object({ terms: z.array(z.string()) });
export type Watchlist = z.infer<typeof watchlistSchema>;
