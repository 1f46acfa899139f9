// The search page's limits as the shared search schema words them (src/shared/schemas/news.ts),
// in the reader's language, in the search catalogue. The search term's own limit, which the
// toolbar's box shows too, is the shell's (#app/lib/reader-messages.ts).
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { readerTextWith } from '#app/lib/reader-messages.ts';

/** A search the page or the API refused, in the reader's language. */
export const searchText: (text: string) => string = readerTextWith([
  [
    /^Each other term can be at most ([\d,]+) characters; this one has ([\d,]+)\. Shorten it and search again\.$/,
    (max, has) =>
      i18n._(msg`Each other term can be at most ${max} characters; this one has ${has}. Shorten it and search again.`),
  ],
  [
    /^The main term can be at most ([\d,]+) characters; this one has ([\d,]+)\. Shorten it and search again\.$/,
    (max, has) =>
      i18n._(msg`The main term can be at most ${max} characters; this one has ${has}. Shorten it and search again.`),
  ],
  [
    /^A source name can be at most ([\d,]+) characters; this one has ([\d,]+)\. Shorten it and search again\.$/,
    (max, has) =>
      i18n._(msg`A source name can be at most ${max} characters; this one has ${has}. Shorten it and search again.`),
  ],
  [
    /^A search can have at most (\d+) other terms; this one has (\d+)\. Remove some and search again\.$/,
    (max, has) =>
      i18n._(msg`A search can have at most ${max} other terms; this one has ${has}. Remove some and search again.`),
  ],
]);
