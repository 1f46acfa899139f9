/**
 * Query keys of this feature, one hierarchy under 'bookmarks': a mutation invalidates the
 * whole prefix, so the table, the saved-article index and the notes refresh together.
 */
export const bookmarkKeys = {
  all: ['bookmarks'] as const,
  list: (q: { page: number; size: number; q?: string; sort?: string }) => ['bookmarks', 'list', q] as const,
  index: () => ['bookmarks', 'index'] as const,
  note: (url: string) => ['bookmarks', 'note', url] as const,
};
