/**
 * Search totals by query and filter, valid for one data version (news_stats.version, bumped
 * by every write to articles). Counting every match is the one part of a search that grows
 * with the corpus; popular queries repeat, so their totals are counted once per version.
 * Bounded: the oldest entry goes when full (a Map iterates in insertion order).
 */
export function createTotalCache(max = 2000) {
  const entries = new Map<string, { version: number; total: number }>();
  return {
    get(key: string, version: number): number | undefined {
      const hit = entries.get(key);
      return hit && hit.version === version ? hit.total : undefined;
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
