import { z } from 'zod';

export const WATCHLIST = { maxTerms: 20, minLength: 2, maxLength: 50 } as const;

const term = z
  .string()
  .trim()
  .min(WATCHLIST.minLength, `must be at least ${WATCHLIST.minLength} characters`)
  .max(WATCHLIST.maxLength, `must be at most ${WATCHLIST.maxLength} characters`);

/** Trimmed, de-duplicated ignoring case (the first spelling wins), at most 20. */
export const watchlistUpdateSchema = z.object({
  terms: z
    .array(term)
    .max(100, 'too many terms')
    .transform((terms) => {
      const seen = new Set<string>();
      return terms.filter((t) => {
        const k = t.toLowerCase();
        if (seen.has(k)) return false;
        seen.add(k);
        return true;
      });
    })
    .pipe(z.array(z.string()).max(WATCHLIST.maxTerms, `at most ${WATCHLIST.maxTerms} terms`)),
});
export type WatchlistUpdate = z.input<typeof watchlistUpdateSchema>;

/** GET and PUT /api/khabar/operation/user/watchlist answer the stored list. */
export const watchlistSchema = z.object({ terms: z.array(z.string()) });
export type Watchlist = z.infer<typeof watchlistSchema>;
