// Screen texts of the bookmarks feature that the shared messages (docs/product.md, "Messages")
// have none for: descriptors, translated where they are shown.
import { msg } from '@lingui/core/macro';

export const BOOKMARK_TEXTS = {
  noteSaved: msg`Note saved.`,
  noteSaveFailed: msg`Could not save the note. Please try again later.`,
  answerSaved: msg`Saved to your note.`,
  noteTooLong: msg`The note would be longer than 5,000 characters. Shorten it first.`,
  removed: msg`Bookmark removed.`,
  removeFailed: msg`Could not remove the bookmark. Please try again later.`,
  listFailed: msg`Could not load your bookmarks. Please try again later.`,
  empty: msg`You have not saved any news yet.`,
  noMatch: msg`No bookmarks match this filter.`,
};
