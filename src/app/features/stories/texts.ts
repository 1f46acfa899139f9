// Texts of the story screens, in a plain module so browser tests can import them.
export const STORY_TEXTS = {
  kicker: 'Full coverage',
  first: (source: string) => `First reported by ${source}`,
  firstShort: 'first',
  sourcesHeading: (n: number) => (n === 1 ? 'One source' : `${n} sources`),
  reports: (n: number) => `${n} reports`,
  timeline: 'Timeline',
  entities: 'Shared in this story',
  languages: 'Coverage by language',
  original: (source: string, title: string) => `Open ${source}'s original: ${title}`,
  span: (articles: number, sources: number) =>
    `${articles} ${articles === 1 ? 'report' : 'reports'} from ${sources} ${sources === 1 ? 'source' : 'sources'}`,
  range: (from: number, to: number, total: number) => `Reports ${from}–${to} of ${total}`,
  notFoundTitle: 'Story not found',
  notFound: 'This story is not available. It may have been merged into another one.',
  offlineTitle: 'Not on this device',
  offlineMissing: 'This story is not kept on this device. Stories of saved articles open offline.',
  failed: 'The story could not be loaded. Try again in a moment.',
  retry: 'Try again',
  home: 'Go to the news',
  search: 'Search the news',
  bookmarks: 'My Bookmarks',
  breadcrumb: 'Story',
  /** The tab's and link previews' title of a story page. */
  documentTitle: (title: string) => `Story: ${title}`,
} as const;
