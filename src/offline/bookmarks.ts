// Local bookmark, note and article changes: each writes its outbox row in the same transaction,
// so the change and the row that sends it are stored together or not at all.
import type { AiKind } from '#shared/constants.ts';
import { randomUuid } from '#shared/random-uuid.ts';
import type { Article } from '#shared/schemas/news.ts';
import { AI_FIELDS, type LocalBookmark, type OfflineDb, type OutboxOp, type OutboxRow, type StoredArticle } from './db';

/** Unsaved articles read online that stay readable offline, newest first. */
export const VISITED_ARTICLE_LIMIT = 100;

export type SaveInput = { url: string; title: string; article?: Article | null };

/** Save a bookmark (and its article when known). Answers whether it is this device's first one. */
export async function saveBookmark(db: OfflineDb, input: SaveInput, now = Date.now()): Promise<{ first: boolean }> {
  return db.transaction('rw', [db.bookmarks, db.articles, db.outbox], async () => {
    const first = (await db.bookmarks.count()) === 0;
    const existing = await db.bookmarks.get(input.url);
    await db.bookmarks.put({
      url: input.url,
      title: input.title,
      createdAt: existing?.createdAt ?? new Date(now).toISOString(),
    });
    if (input.article) await mergeArticle(db, input.article, now);
    await enqueue(db, { kind: 'add', url: input.url, title: input.title }, now);
    return { first };
  });
}

/** Remove a bookmark and its kept audio; its note stays when `keepNote` (and comes back if it is saved again). */
export async function removeBookmark(
  db: OfflineDb,
  url: string,
  opts: { keepNote: boolean },
  now = Date.now(),
): Promise<void> {
  await db.transaction('rw', [db.bookmarks, db.notes, db.audio, db.outbox], async () => {
    if (!opts.keepNote) await db.notes.delete(url);
    await db.bookmarks.delete(url);
    await db.audio.delete(url);
    await enqueue(db, { kind: 'remove', url, keepNote: opts.keepNote }, now);
  });
}

/** Write the note of an article; an empty note removes it. */
export async function setNote(db: OfflineDb, url: string, note: string, now = Date.now()): Promise<void> {
  await db.transaction('rw', [db.notes, db.outbox], async () => {
    if (note === '') await db.notes.delete(url);
    else await db.notes.put({ url, note, updatedAt: now });
    await enqueue(db, { kind: 'note', url, note }, now);
  });
}

export const getNote = async (db: OfflineDb, url: string): Promise<string> => (await db.notes.get(url))?.note ?? '';

export const isBookmarked = async (db: OfflineDb, url: string): Promise<boolean> =>
  (await db.bookmarks.get(url)) !== undefined;

/** Bookmarks newest first. */
export const listBookmarks = (db: OfflineDb): Promise<LocalBookmark[]> =>
  db.bookmarks.orderBy('createdAt').reverse().toArray();

// A refetched article keeps the AI answers already stored when the new copy lacks them.
async function mergeArticle(db: OfflineDb, article: Article, now: number): Promise<void> {
  const old = await db.articles.get(article.url);
  const merged: Article = { ...article };
  if (old) {
    for (const field of Object.values(AI_FIELDS)) merged[field] = article[field] ?? old.article[field];
    merged.text = article.text ?? old.article.text;
  }
  await db.articles.put({ url: article.url, article: merged, storedAt: now, visitedAt: old?.visitedAt ?? now });
}

/** Keep an article read online; unsaved ones beyond the limit go, oldest visit first. */
export async function recordVisit(db: OfflineDb, article: Article, now = Date.now()): Promise<void> {
  await db.transaction('rw', [db.articles, db.bookmarks], async () => {
    await mergeArticle(db, article, now);
    await db.articles.update(article.url, { visitedAt: now });
    const saved = new Set(await db.bookmarks.toCollection().primaryKeys());
    const unsaved = (await db.articles.orderBy('visitedAt').reverse().primaryKeys()).filter((u) => !saved.has(u));
    const extra = unsaved.slice(VISITED_ARTICLE_LIMIT);
    if (extra.length) await db.articles.bulkDelete(extra);
  });
}

/** Store the article of a bookmark fetched after it was saved. */
export const storeArticle = (db: OfflineDb, article: Article, now = Date.now()): Promise<void> =>
  db.transaction('rw', [db.articles], () => mergeArticle(db, article, now));

/** An AI answer fetched later joins the stored copy of the article. */
export async function addAiAnswer(db: OfflineDb, url: string, kind: AiKind, answer: string): Promise<void> {
  await db.transaction('rw', [db.articles], async () => {
    const row = await db.articles.get(url);
    if (!row) return;
    await db.articles.put({ ...row, article: { ...row.article, [AI_FIELDS[kind]]: answer } });
  });
}

export const getStoredArticle = (db: OfflineDb, url: string): Promise<StoredArticle | undefined> =>
  db.articles.get(url);

export type LocalBookmarkQuery = {
  page: number;
  size: number;
  q?: string;
  sort?: 'createdAt,desc' | 'createdAt,asc' | 'title,asc' | 'title,desc';
};
export type LocalBookmarkRow = LocalBookmark & { hasNote: boolean };

/** A page of this device's bookmarks, filtered by title (any case) and sorted like the API. */
export async function pageBookmarks(
  db: OfflineDb,
  query: LocalBookmarkQuery,
): Promise<{ content: LocalBookmarkRow[]; totalElements: number }> {
  return db.transaction('r', [db.bookmarks, db.notes], async () => {
    const needle = query.q?.trim().toLowerCase() ?? '';
    const all = (await db.bookmarks.toArray()).filter((b) => b.title.toLowerCase().includes(needle));
    const [field, dir] = (query.sort ?? 'createdAt,desc').split(',') as ['createdAt' | 'title', 'asc' | 'desc'];
    const key = (b: LocalBookmark) => (field === 'title' ? b.title.toLowerCase() : b.createdAt);
    all.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (dir === 'asc' ? 1 : -1));
    const slice = all.slice((query.page - 1) * query.size, query.page * query.size);
    const noted = new Set(
      await db.notes.bulkGet(slice.map((b) => b.url)).then((ns) => ns.filter((n) => n).map((n) => n?.url)),
    );
    return { content: slice.map((b) => ({ ...b, hasNote: noted.has(b.url) })), totalElements: all.length };
  });
}

/** Every saved URL with whether it has a note. */
export async function bookmarkIndex(db: OfflineDb): Promise<Map<string, { hasNote: boolean }>> {
  return db.transaction('r', [db.bookmarks, db.notes], async () => {
    const noted = new Set(await db.notes.toCollection().primaryKeys());
    const urls = await db.bookmarks.toCollection().primaryKeys();
    return new Map(urls.map((u) => [u, { hasNote: noted.has(u) }]));
  });
}

// The outbox row of each change; no network call runs inside these transactions.
const family = (op: OutboxOp) => (op.kind === 'note' ? 'note' : 'bookmark');

// A removal that drops the note has an effect a later add does not undo, so it stays.
const replaceable = (last: OutboxRow, op: OutboxOp) =>
  family(last) === family(op) && !(op.kind === 'add' && last.kind === 'remove' && !last.keepNote);

/**
 * Queue one operation. When the newest queued row for the same URL is of the same family
 * (add/remove, or note), the new intent replaces it in place with a fresh id: successive
 * changes collapse to the final state and keep their order relative to the URL's other rows.
 */
export async function enqueue(db: OfflineDb, op: OutboxOp, now: number): Promise<void> {
  const last = await db.outbox.where('url').equals(op.url).last();
  const base = { id: randomUuid(), state: 'pending' as const, attempts: 0, notBefore: 0 };
  if (last && replaceable(last, op)) {
    // Two removals in a row: the note goes if either said so.
    const next: OutboxOp =
      op.kind === 'remove' && last.kind === 'remove' ? { ...op, keepNote: op.keepNote && last.keepNote } : op;
    const row: OutboxRow = { ...next, ...base, seq: last.seq, queuedAt: last.queuedAt };
    await db.outbox.put(row);
  } else {
    await db.outbox.add({ ...op, ...base, queuedAt: now });
  }
}
