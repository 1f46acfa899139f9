// Where each saved article's reading-aloud stopped, and which ones were listened to the end.
import type { ListenProgress, OfflineDb } from './db';

/** Where listening stopped: a spoken part (chunk), or seconds into the original audio. */
export type ListenPosition = { chunk: number } | { seconds: number };

export async function saveProgress(db: OfflineDb, url: string, at: ListenPosition, now = Date.now()): Promise<void> {
  await db.transaction('rw', [db.listening], async () => {
    const old = await db.listening.get(url);
    const base = {
      url,
      chunk: old?.chunk ?? 0,
      seconds: old?.seconds,
      listened: old?.listened ?? false,
      updatedAt: now,
    };
    await db.listening.put({ ...base, ...at });
  });
}

/** Heard to the end (the next play starts from the top), or marked as not listened. */
export async function markListened(db: OfflineDb, url: string, listened = true, now = Date.now()): Promise<void> {
  await db.listening.put({ url, chunk: 0, seconds: 0, listened, updatedAt: now });
}

export const allProgress = (db: OfflineDb): Promise<ListenProgress[]> => db.listening.toArray();

/** An article's original audio file: `kept` when a copy is on this device. */
export type QueuedAudio = { src: string; type: string; kept: boolean };

export type QueuedArticle = {
  url: string;
  title: string;
  source: string;
  text: string;
  /** The article's language (ISO 639-1), whose voice reads it. */
  language: string;
  /** The first of the article's audio files, the kept one when a copy is on this device. */
  audio?: QueuedAudio;
  chunk: number;
  seconds: number;
  listened: boolean;
};

/** Saved articles to listen to, newest saved first, with their text and audio as kept on this device. */
export async function listeningQueue(db: OfflineDb): Promise<QueuedArticle[]> {
  return db.transaction('r', [db.bookmarks, db.articles, db.listening, db.audio], async () => {
    const saved = await db.bookmarks.orderBy('createdAt').reverse().toArray();
    const urls = saved.map((b) => b.url);
    const articles = await db.articles.bulkGet(urls);
    const progress = await db.listening.bulkGet(urls);
    const kept = new Set(await db.audio.where('url').anyOf(urls).primaryKeys());
    return saved.map((b, i) => {
      const a = articles[i]?.article;
      const file = a?.audio?.[0];
      return {
        url: b.url,
        title: b.title,
        source: a?.source ?? '',
        text: a?.text ?? a?.summary ?? '',
        language: a?.language ?? 'en',
        ...(file && { audio: { src: file.url, type: file.type, kept: kept.has(b.url) } }),
        chunk: progress[i]?.chunk ?? 0,
        seconds: progress[i]?.seconds ?? 0,
        listened: progress[i]?.listened ?? false,
      };
    });
  });
}
