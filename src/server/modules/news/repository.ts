import type { Db, IndexReads } from '#server/db/database.ts';
import { createListsRepository } from './lists-repository';
import { createSearchRepository } from './search-repository';
import { createStoriesRepository } from './stories-repository';

export type { Filter, Page } from './rows';
export { audioOf, storyRef, toSummary } from './rows';

/**
 * The news module's SQL, in three repositories: the lists (and one article), a story's
 * articles, and text search. `totalCap` is SEARCH_LIMITS.totalCap unless a test needs a small one.
 */
export function createNewsRepository(handle: { db: Db; indexReads: IndexReads }, options: { totalCap?: number } = {}) {
  return {
    ...createListsRepository(handle.db),
    ...createStoriesRepository(handle.db),
    ...createSearchRepository(handle, options),
  };
}
export type NewsRepository = ReturnType<typeof createNewsRepository>;
