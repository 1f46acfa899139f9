// Saved articles' original audio kept on this device for listening with no network. A copy
// lives only as long as its bookmark: removing the bookmark here, or a sync that finds it
// removed elsewhere, drops the file in the same transaction (it can be tens of megabytes).
import type { KeptAudio, OfflineDb } from './db';

export type KeepAudioInput = Omit<KeptAudio, 'storedAt' | 'bytes'>;

/**
 * Store a downloaded copy. Answers false (and keeps nothing) when the article is no longer
 * saved: the bookmark may have gone while the file was downloading.
 */
export async function keepAudio(db: OfflineDb, input: KeepAudioInput, now = Date.now()): Promise<boolean> {
  return db.transaction('rw', [db.bookmarks, db.audio], async () => {
    if (!(await db.bookmarks.get(input.url))) return false;
    await db.audio.put({ ...input, bytes: input.blob.size, storedAt: now });
    return true;
  });
}

export const getKeptAudio = (db: OfflineDb, url: string): Promise<KeptAudio | undefined> => db.audio.get(url);

export const dropKeptAudio = (db: OfflineDb, url: string): Promise<void> => db.audio.delete(url);
