// Texts of the bookmarks playlist, in a plain module so browser tests can import them.
export const LISTEN_TEXTS = {
  heading: 'Listen to my bookmarks',
  empty: 'No saved articles to listen to yet. Bookmark articles and they play here, offline too.',
  nowPlaying: 'Now playing',
  playlist: 'Playlist',
  listened: 'Listened',
  markListened: 'Mark as listened',
  markUnlistened: 'Mark as not listened',
  original: 'Original audio',
  titleOnly: 'Title only: open it once online to keep the text',
} as const;
