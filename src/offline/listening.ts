// Where each saved article's reading-aloud stopped, and which ones were listened to the end.
import type { ListenProgress, OfflineDb } from './db';

export async function saveProgress(db: OfflineDb, url: string, chunk: number, now = Date.now()): Promise<void> {
  await db.transaction('rw', [db.listening], async () => {
    const old = await db.listening.get(url);
    await db.listening.put({ url, chunk, listened: old?.listened ?? false, updatedAt: now });
  });
}

/** Heard to the end (the next play starts from the top), or marked as not listened. */
export async function markListened(db: OfflineDb, url: string, listened = true, now = Date.now()): Promise<void> {
  await db.listening.put({ url, chunk: 0, listened, updatedAt: now });
}

export const allProgress = (db: OfflineDb): Promise<ListenProgress[]> => db.listening.toArray();

export type QueuedArticle = { url: string; title: string; source: string; text: string; chunk: number; listened: boolean };

/** Saved articles to listen to, newest saved first, with their text as kept on this device. */
export async function listeningQueue(db: OfflineDb): Promise<QueuedArticle[]> {
  return db.transaction('r', [db.bookmarks, db.articles, db.listening], async () => {
    const saved = await db.bookmarks.orderBy('createdAt').reverse().toArray();
    const articles = await db.articles.bulkGet(saved.map((b) => b.url));
    const progress = await db.listening.bulkGet(saved.map((b) => b.url));
    return saved.map((b, i) => {
      const a = articles[i]?.article;
      return {
        url: b.url,
        title: b.title,
        source: a?.source ?? '',
        text: a?.text ?? a?.summary ?? '',
        chunk: progress[i]?.chunk ?? 0,
        listened: progress[i]?.listened ?? false,
      };
    });
  });
}
