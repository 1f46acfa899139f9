import { createHash } from 'node:crypto';
import { BOOKMARKS } from '#shared/constants.ts';
import {
  IDEMPOTENCY_WINDOW_HOURS,
  type Bookmark,
  type BookmarkInput,
  type BookmarkListQuery,
  type Note,
} from '#shared/schemas/bookmarks.ts';
import { conflict, HttpError, notFound } from '#server/lib/errors.ts';
import type { BookmarkQueries, BookmarksRepository, StoredResponse } from './repository';

export type Outcome<T> = { status: number; body: T; replayed: boolean };

const NOT_SAVED = 'This article is not in your bookmarks.';
const WINDOW_MS = IDEMPOTENCY_WINDOW_HOURS * 3600 * 1000;

/** What a request asks for, so a key reused for another request is caught. */
const fingerprint = (action: string, input: unknown) =>
  `${action}:${createHash('sha256').update(JSON.stringify(input)).digest('base64url')}`;

/**
 * Bookmarks and personal notes of members. Every change may carry an Idempotency-Key: the
 * work and the stored first response commit in one transaction, so a replay (even a
 * concurrent one, which waits on the key's unique constraint) answers the first response
 * and never does the work twice; a failed first attempt leaves no key behind.
 */
export function createBookmarksService(repo: BookmarksRepository, now: () => Date) {
  async function idempotent<T>(
    userId: number,
    key: string | undefined,
    action: string,
    input: unknown,
    work: (r: BookmarkQueries) => Promise<StoredResponse>,
  ): Promise<Outcome<T>> {
    if (!key) return { ...(await work(repo)), replayed: false } as Outcome<T>;
    const print = fingerprint(action, input);
    return repo.transaction(async (r) => {
      const at = now();
      if (!(await r.claimKey(userId, key, print, at, new Date(at.getTime() - WINDOW_MS)))) {
        const first = await r.storedResponse(userId, key);
        if (!first) throw new HttpError(409, 'A request with this Idempotency-Key is still running.');
        if (first.fingerprint !== print)
          throw new HttpError(422, 'This Idempotency-Key was used for a different request.');
        return { status: first.status, body: first.body as T, replayed: true };
      }
      const result = await work(r);
      await r.storeResponse(userId, key, result);
      return { ...result, replayed: false } as Outcome<T>;
    });
  }

  async function requireSaved(r: BookmarkQueries, userId: number, url: string): Promise<void> {
    if (!(await r.find(userId, url))) throw notFound(NOT_SAVED);
  }

  return {
    list(userId: number, q: BookmarkListQuery) {
      return repo.list(userId, {
        limit: q.size,
        offset: (q.page - 1) * q.size,
        q: q.q || undefined,
        sort: q.sort,
        withNotes: q.withNotes,
      });
    },

    /** 201 when saved now, 200 when it was already saved. */
    save(userId: number, b: BookmarkInput, key?: string): Promise<Outcome<Bookmark>> {
      return idempotent(userId, key, 'save', b, async (r) => {
        if ((await r.count(userId)) >= BOOKMARKS.maxPerUser && !(await r.find(userId, b.url))) {
          throw conflict(`You can keep at most ${BOOKMARKS.maxPerUser} bookmarks; remove some first.`);
        }
        const created = await r.insert(userId, b.url, b.title, now());
        return { status: created ? 201 : 200, body: await r.find(userId, b.url) };
      });
    },

    /** 204 whether or not it was saved, so replays are safe. */
    remove(userId: number, url: string, keepNote: boolean, key?: string): Promise<Outcome<null>> {
      return idempotent(userId, key, 'remove', { url, keepNote }, async (r) => {
        await r.remove(userId, url, keepNote);
        return { status: 204, body: null };
      });
    },

    async note(userId: number, url: string): Promise<Note> {
      await requireSaved(repo, userId, url);
      return repo.note(userId, url);
    },

    /** A blank note deletes the note. */
    putNote(userId: number, url: string, note: string, key?: string): Promise<Outcome<Note>> {
      return idempotent(userId, key, 'note', { url, note }, async (r) => {
        await requireSaved(r, userId, url);
        if (note.trim()) await r.putNote(userId, url, note, now());
        else await r.deleteNote(userId, url);
        return { status: 200, body: await r.note(userId, url) };
      });
    },
  };
}
export type BookmarksService = ReturnType<typeof createBookmarksService>;
