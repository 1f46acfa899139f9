// The search parameters of the app's addresses, each route's `validateSearch` (TanStack Router
// takes a zod schema as it is). An address someone typed, shortened or shared can hold
// anything, so each parameter falls back to its default, or is left out, instead of failing;
// unknown parameters are dropped. Whether a search may be sent is the API's schemas' to say
// (news.ts): an over-long term stays in the address so that the page can say what is wrong.
import { PAGING, RETURN_PATH_MAX } from '../constants';
import { z } from '../zod';
import { pageQuerySchema, zeroPageQuerySchema } from './paging';

/** The API's page number (one-based), or 1. */
const page = z.catch(pageQuerySchema.shape.page, PAGING.defaultPage);
/** The API's zero-based page number, or 0. */
const zeroPage = z.catch(zeroPageQuerySchema.shape.page, 0);

/** A page size from the screen's own choices, else its default. */
const size = (options: readonly number[], fallback: number) =>
  z.catch(z._default(z.coerce.number().check(z.refine((n) => options.includes(n))), fallback), fallback);

/** A text of at most `max` characters (trimmed, and then not blank, when asked), else absent. */
const text = (max: number, { trim = false, nonEmpty = false } = {}) =>
  z.catch(
    z.optional(z.string().check(...(trim ? [z.trim()] : []), ...(nonEmpty ? [z.minLength(1)] : []), z.maxLength(max))),
    undefined,
  );

/** A yes/no flag: true or false, or their text; else absent. */
const flag = z.catch(
  z.optional(
    z.union([
      z.boolean(),
      z.pipe(
        z.enum(['true', 'false']),
        z.transform((v) => v === 'true'),
      ),
    ]),
  ),
  undefined,
);

/**
 * `article`: the article open in a list's dialog. The app never shows it in the address bar: it
 * opens the dialog with a route mask, so the bar shows the article's own address
 * (/pages/news/details/{url}) while the list stays behind it (use-article-cards.tsx).
 */
const article = text(2048, { trim: true, nonEmpty: true });

/** /pages/news/story/{id}?page. */
export const pagedAddressSchema = z.object({ page });

/** /dashboard/news?page (and the dialog's article). */
export const homeAddressSchema = z.object({ page, article });

/**
 * /pages/news/search?q&source&primary&group&page&size; group is comma-separated. The terms'
 * bound only keeps an absurd address from being carried around (the API's is far lower).
 */
export const searchAddressSchema = z.object({
  q: text(2000, { trim: true }),
  source: text(2000, { trim: true }),
  primary: text(2000, { trim: true }),
  group: text(2000, { trim: true }),
  page,
  size: size(PAGING.searchSizeOptions, PAGING.searchSize),
  article,
});
export type SearchAddress = z.output<typeof searchAddressSchema>;

/** /pages/news/list?category&watchlist=true&page. */
export const newsListAddressSchema = z.object({
  category: text(60, { trim: true, nonEmpty: true }),
  watchlist: flag,
  page,
  article,
});
export type NewsListAddress = z.output<typeof newsListAddressSchema>;

/** /pages/news/bookmarks?q&sort&page&size: the filter, title order and page live in the address. */
export const bookmarksAddressSchema = z.object({
  q: text(200),
  sort: z.catch(z.optional(z.enum(['asc', 'desc'])), undefined),
  page,
  size: size(PAGING.bookmarkSizeOptions, PAGING.bookmarkSize),
});
export type BookmarksAddress = z.output<typeof bookmarksAddressSchema>;

/** /dashboard/private: only the dialog's article. */
export const privateAddressSchema = z.object({ article });

/** ?page&size of the history tables: a zero-based page and one of 5/10/25/100 rows. */
export const historyAddressSchema = z.object({
  page: zeroPage,
  size: size(PAGING.historySizeOptions, PAGING.historySize),
});
export type HistoryAddress = z.output<typeof historyAddressSchema>;

/** /share?title&text&url, as the share target hands them over. */
export const shareAddressSchema = z.object({ title: text(500), text: text(2000), url: text(2048) });
export type ShareAddress = z.output<typeof shareAddressSchema>;

/** /pages/user/login?redirect (checked again where it is used: return-path.ts). */
export const loginAddressSchema = z.object({ redirect: text(RETURN_PATH_MAX) });
