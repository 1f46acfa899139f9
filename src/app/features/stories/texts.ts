// Texts of the story screens, in the interface's language (`i18n`, the active one where they
// are shown).
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

export const storyTexts = (i18n: I18n) => ({
  kicker: i18n._(msg`Full coverage`),
  first: (source: string) => i18n._(msg`First reported by ${source}`),
  firstShort: i18n._(msg`first`),
  sourcesHeading: (n: number) => i18n._(msg`${plural(n, { 1: 'One source', other: '# sources' })}`),
  reports: (n: number) => i18n._(msg`${plural(n, { one: '# report', other: '# reports' })}`),
  timeline: i18n._(msg`Timeline`),
  entities: i18n._(msg`Shared in this story`),
  languages: i18n._(msg`Coverage by language`),
  original: (source: string, title: string) => i18n._(msg`Open ${source}'s original: ${title}`),
  span: (articles: number, sources: number) =>
    i18n._(
      msg`${plural(articles, { one: '# report', other: '# reports' })} from ${plural(sources, { one: '# source', other: '# sources' })}`,
    ),
  range: (from: number, to: number, total: number) => i18n._(msg`Reports ${from}–${to} of ${total}`),
  notFoundTitle: i18n._(msg`Story not found`),
  notFound: i18n._(msg`This story is not available. It may have been merged into another one.`),
  offlineTitle: i18n._(msg`Not on this device`),
  offlineMissing: i18n._(msg`This story is not kept on this device. Stories of saved articles open offline.`),
  failed: i18n._(msg`The story could not be loaded. Try again in a moment.`),
  retry: i18n._(msg`Try again`),
  home: i18n._(msg`Go to the news`),
  search: i18n._(msg`Search the news`),
  bookmarks: i18n._(msg`My Bookmarks`),
  breadcrumb: i18n._(msg`Story`),
  /** The tab's and link previews' title of a story page. */
  documentTitle: (title: string) => i18n._(msg`Story: ${title}`),
});
