// Where each saved article's reading-aloud stopped, and which ones were listened to the end.
import type { ListenProgress, OfflineDb } from './db';

export async function saveProgress(db: OfflineDb, url: string, charIndex: number, now = Date.now()): Promise<void> {
  await db.transaction('rw', [db.listening], async () => {
    const old = await db.listening.get(url);
    await db.listening.put({ url, charIndex, listened: old?.listened ?? false, updatedAt: now });
  });
}

export async function markListened(db: OfflineDb, url: string, listened = true, now = Date.now()): Promise<void> {
  await db.listening.put({ url, charIndex: 0, listened, updatedAt: now });
}

export const getProgress = (db: OfflineDb, url: string): Promise<ListenProgress | undefined> => db.listening.get(url);
export const allProgress = (db: OfflineDb): Promise<ListenProgress[]> => db.listening.toArray();
