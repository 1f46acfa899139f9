/**
 * Search totals by query and filter, each with the data version it was counted at
 * (news_stats.version, bumped by every write to articles); the search counts again when the
 * version has moved. Counting every match is the one part of a search that grows
 * with the corpus; popular queries repeat, so their totals are counted once per version.
 * Bounded: the oldest entry goes when full (a Map iterates in insertion order).
 */
export function createTotalCache(max = 2000) {
  const entries = new Map<string, { version: number; total: number }>();
  return {
    /** The total last counted for `key`, with the version it was counted at. */
    latest(key: string): { version: number; total: number } | undefined {
      return entries.get(key);
    },
    set(key: string, version: number, total: number): void {
      entries.delete(key);
      entries.set(key, { version, total });
      if (entries.size > max) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
  };
}
