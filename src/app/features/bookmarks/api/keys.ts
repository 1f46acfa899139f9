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

/**
 * A mutation's options for a bookmark change: written to this device first and queued in the
 * outbox, it runs with or without a network; its key sits under the feature's.
 */
export const bookmarkChange = (...name: string[]) => ({
  networkMode: 'always' as const,
  mutationKey: [...bookmarkKeys.all, ...name],
});
