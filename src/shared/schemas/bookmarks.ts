import { z } from '../zod';
import { BOOKMARKS } from '../constants';
import { articleUrlSchema } from './news';
import { pageQuerySchema, pagedSchema } from './paging';

/**
 * `Idempotency-Key` on POST/DELETE bookmark and PUT note: the same key (per user) within 24
 * hours answers the first response again, with `Idempotent-Replayed: true`, without doing
 * the work twice. A key reused for a different request is 422. Printable ASCII, 1-255 chars.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
export const IDEMPOTENCY_WINDOW_HOURS = 24;
export const idempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_HEADER]: z.optional(
    z
      .string()
      .check(
        z.minLength(1),
        z.maxLength(255, 'at most 255 characters'),
        z.regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces'),
      ),
  ),
});

const url = articleUrlSchema;
const flag = z.pipe(
  z._default(z.enum(['true', 'false']), 'false'),
  z.transform((v) => v === 'true'),
);

/** POST body: only the contract's two fields. */
export const bookmarkInputSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, 'title is required'), z.maxLength(BOOKMARKS.titleMaxChars)),
  url,
});
export type BookmarkInput = z.infer<typeof bookmarkInputSchema>;

/**
 * One saved article. `hasNote` says a personal note exists; `note` (the markdown itself) is
 * there only when the list was asked `withNotes=true` (offline sync pulls everything in one go).
 */
export const bookmarkSchema = z.object({
  title: z.string(),
  url: z.string(),
  createdAt: z.string(), // ISO 8601
  hasNote: z.boolean(),
  note: z.optional(z.string()),
  noteUpdatedAt: z.optional(z.nullable(z.string())),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;
export const bookmarkPageSchema = pagedSchema(bookmarkSchema);
export type BookmarkPage = z.infer<typeof bookmarkPageSchema>;

export const BOOKMARK_SORTS = ['createdAt,desc', 'createdAt,asc', 'title,asc', 'title,desc'] as const;
export type BookmarkSort = (typeof BOOKMARK_SORTS)[number];

/**
 * GET bookmark: 1-based page (size 10 by default, at most 100), newest first unless `sort`
 * says otherwise (title sorts ignore case); `q` keeps titles containing it, ignoring case;
 * `withNotes=true` adds each bookmark's note.
 */
export const bookmarkListQuerySchema = z.extend(pageQuerySchema, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  sort: z._default(z.enum(BOOKMARK_SORTS), 'createdAt,desc'),
  withNotes: flag,
});
export type BookmarkListQuery = z.output<typeof bookmarkListQuerySchema>;

export const bookmarkUrlQuerySchema = z.object({ url });

/**
 * DELETE bookmark: 204 also when absent. Its note goes with it unless `keepNote=true`: a kept
 * note comes back when the article is saved again.
 */
export const bookmarkDeleteQuerySchema = z.object({ url, keepNote: flag });

/**
 * PUT note body: markdown; an empty (or blank) note deletes the note. The note editor checks
 * what is typed with it and shows its message under the field.
 */
export const noteInputSchema = z.object({
  note: z
    .string()
    .check(
      z.maxLength(BOOKMARKS.noteMaxChars, `At most ${BOOKMARKS.noteMaxChars.toLocaleString('en-IN')} characters.`),
    ),
});
export type NoteInput = z.infer<typeof noteInputSchema>;

/**
 * GET and PUT note answer this; `note` is '' and `updatedAt` null when there is none. The
 * note belongs to a bookmark: both calls are 404 for an article the member has not saved.
 */
export const noteSchema = z.object({
  url: z.string(),
  note: z.string(),
  updatedAt: z.nullable(z.string()),
});
export type Note = z.infer<typeof noteSchema>;
