// Screen texts of the bookmarks feature that the catalogue (docs/product.md, "Messages") has no message for.
export const BOOKMARK_TEXTS = {
  noteSaved: 'Note saved.',
  noteSaveFailed: 'Could not save the note. Please try again later.',
  answerSaved: 'Saved to your note.',
  noteTooLong: 'The note would be longer than 5,000 characters. Shorten it first.',
  removed: 'Bookmark removed.',
  removeFailed: 'Could not remove the bookmark. Please try again later.',
  listFailed: 'Could not load your bookmarks. Please try again later.',
  empty: 'You have not saved any news yet.',
  noMatch: 'No bookmarks match this filter.',
} as const;
