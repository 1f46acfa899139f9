import { sql, type SqlBool } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { countUserRows } from '#server/db/user-rows.ts';
import type { Bookmark, BookmarkSort, Note } from '#shared/schemas/bookmarks.ts';
import type { Paged } from '#shared/schemas/paging.ts';

export type ListOptions = {
  limit: number;
  offset: number;
  q: string | undefined;
  sort: BookmarkSort;
  withNotes: boolean;
};
export type StoredResponse = { status: number; body: unknown };

const ORDER: Record<BookmarkSort, ReturnType<typeof sql>> = {
  'createdAt,desc': sql`b.created_at DESC, b.id DESC`,
  'createdAt,asc': sql`b.created_at ASC, b.id ASC`,
  'title,asc': sql`lower(b.title) ASC, b.id ASC`,
  'title,desc': sql`lower(b.title) DESC, b.id DESC`,
};

/** Bookmarks, their notes and the idempotency keys of the calls that change them. */
export function createBookmarksRepository(db: Db) {
  return {
    ...queries(db),
    /** Runs `fn` in one transaction with the queries bound to it. */
    transaction: <T>(fn: (q: BookmarkQueries) => Promise<T>): Promise<T> =>
      db.transaction().execute((trx) => fn(queries(trx))),
  };
}
export type BookmarksRepository = ReturnType<typeof createBookmarksRepository>;

function queries(db: Db) {
  const noteOf = async (userId: number, url: string) =>
    db
      .selectFrom('bookmark_notes')
      .select(['note', 'updated_at'])
      .where('user_id', '=', userId)
      .where('url', '=', url)
      .executeTakeFirst();

  return {
    async list(userId: number, o: ListOptions): Promise<Paged<Bookmark>> {
      const filter = o.q ? sql<SqlBool>`strpos(lower(b.title), lower(${o.q})) > 0` : sql<SqlBool>`true`;
      const rows = await sql<{
        title: string;
        url: string;
        created_at: Date;
        note: string | null;
        updated_at: Date | null;
      }>`
        SELECT b.title, b.url, b.created_at, n.note, n.updated_at
        FROM bookmarks b LEFT JOIN bookmark_notes n ON n.user_id = b.user_id AND n.url = b.url
        WHERE b.user_id = ${userId} AND ${filter}
        ORDER BY ${ORDER[o.sort]} LIMIT ${o.limit} OFFSET ${o.offset}`.execute(db);
      const total = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM bookmarks b WHERE b.user_id = ${userId} AND ${filter}`.execute(db);
      return {
        content: rows.rows.map((r) => ({
          title: r.title,
          url: r.url,
          createdAt: new Date(r.created_at).toISOString(),
          hasNote: r.note !== null,
          ...(o.withNotes
            ? { note: r.note ?? '', noteUpdatedAt: r.updated_at ? new Date(r.updated_at).toISOString() : null }
            : {}),
        })),
        totalElements: Number(total.rows[0]?.n ?? 0),
      };
    },

    count: (userId: number): Promise<number> => countUserRows(db, 'bookmarks', userId),

    async find(userId: number, url: string): Promise<Bookmark | undefined> {
      const b = await db
        .selectFrom('bookmarks')
        .select(['title', 'url', 'created_at'])
        .where('user_id', '=', userId)
        .where('url', '=', url)
        .executeTakeFirst();
      if (!b) return undefined;
      const n = await noteOf(userId, url);
      return { title: b.title, url: b.url, createdAt: new Date(b.created_at).toISOString(), hasNote: Boolean(n) };
    },

    /** True when this call saved it; false when it was already saved (the first title stays). */
    async insert(userId: number, url: string, title: string, now: Date): Promise<boolean> {
      const row = await db
        .insertInto('bookmarks')
        .values({ user_id: userId, url, title, created_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'url']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async remove(userId: number, url: string, keepNote: boolean): Promise<void> {
      await db.deleteFrom('bookmarks').where('user_id', '=', userId).where('url', '=', url).execute();
      if (!keepNote)
        await db.deleteFrom('bookmark_notes').where('user_id', '=', userId).where('url', '=', url).execute();
    },

    async note(userId: number, url: string): Promise<Note> {
      const n = await noteOf(userId, url);
      return { url, note: n?.note ?? '', updatedAt: n ? new Date(n.updated_at).toISOString() : null };
    },

    async putNote(userId: number, url: string, note: string, now: Date): Promise<void> {
      await db
        .insertInto('bookmark_notes')
        .values({ user_id: userId, url, note, updated_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'url']).doUpdateSet({ note, updated_at: now }))
        .execute();
    },

    async deleteNote(userId: number, url: string): Promise<void> {
      await db.deleteFrom('bookmark_notes').where('user_id', '=', userId).where('url', '=', url).execute();
    },

    /**
     * Claims (user, key) for this request; false when the key is already taken. In PostgreSQL
     * a concurrent claim of the same key waits here until the first transaction ends.
     */
    async claimKey(userId: number, key: string, fingerprint: string, now: Date, expiredBefore: Date): Promise<boolean> {
      await db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', userId)
        .where('created_at', '<', expiredBefore)
        .execute();
      const row = await db
        .insertInto('idempotency_keys')
        .values({ user_id: userId, key, fingerprint, status: null, body: null, created_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      return row !== undefined;
    },

    async storedResponse(userId: number, key: string): Promise<(StoredResponse & { fingerprint: string }) | undefined> {
      const row = await db
        .selectFrom('idempotency_keys')
        .select(['fingerprint', 'status', 'body'])
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst();
      return row && row.status !== null
        ? { fingerprint: row.fingerprint, status: row.status, body: row.body }
        : undefined;
    },

    async storeResponse(userId: number, key: string, r: StoredResponse): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({ status: r.status, body: r.body === null ? null : JSON.stringify(r.body) })
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .execute();
    },
  };
}
export type BookmarkQueries = ReturnType<typeof queries>;
