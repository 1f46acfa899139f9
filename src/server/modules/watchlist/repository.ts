import type { Db } from '#server/db/database.ts';

/** The watch list is a JSON array of terms on the user's row. */
export function createWatchlistRepository(db: Db) {
  return {
    async terms(userId: number): Promise<string[]> {
      const row = await db.selectFrom('users').select('watchlist').where('id', '=', userId).executeTakeFirst();
      return row?.watchlist ?? [];
    },

    async save(userId: number, terms: string[]): Promise<void> {
      await db
        .updateTable('users')
        .set({ watchlist: JSON.stringify(terms) })
        .where('id', '=', userId)
        .execute();
    },
  };
}
export type WatchlistRepository = ReturnType<typeof createWatchlistRepository>;
