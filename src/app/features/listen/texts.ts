// Texts of the bookmarks playlist that the screen and its route show, translated where shown.
import { msg } from '@lingui/core/macro';

export const LISTEN_TEXTS = {
  heading: msg`Listen to my bookmarks`,
  empty: msg`No saved articles to listen to yet. Bookmark articles and they play here, offline too.`,
  nowPlaying: msg`Now playing`,
  playlist: msg`Playlist`,
  listened: msg`Listened`,
  markListened: msg`Mark as listened`,
  markUnlistened: msg`Mark as not listened`,
  original: msg`Original audio`,
  titleOnly: msg`Title only: open it once online to keep the text`,
} as const;
