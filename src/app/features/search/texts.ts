// Texts of the search screens, in a plain module so browser tests can import them.
export const SEARCH_TEXTS = {
  /** Over SEARCH_LIMITS, or answered 400: the reader's words to change, not a fault. */
  refusedTitle: 'Change your search',
} as const;
