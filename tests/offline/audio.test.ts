import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropKeptAudio, getKeptAudio, keepAudio } from '#offline/audio.ts';
import { removeBookmark, saveBookmark } from '#offline/bookmarks.ts';
import { forgetUser } from '#offline/forget-user.ts';
import { createOfflineDb, type OfflineDb } from '#offline/db.ts';
import { listeningQueue, markListened, saveProgress } from '#offline/listening.ts';
import { applyServerState } from '#offline/sync-down.ts';
import type { Article } from '#shared/schemas/news.ts';

const A = 'https://example.com/bulletin';
const B = 'https://example.com/column';
const MP3 = 'https://cdn.example.com/bulletin.mp3';

const article = (url: string, extra: Partial<Article> = {}): Article => ({
  title: `Title ${url}`,
  url,
  summary: 'Summary',
  published: '2026-11-20T10:00:00+05:30',
  source: 'All India Radio',
  category: 'India',
  author: 'Jane Doe',
  language: 'en',
  entities: [],
  text: 'Full text.',
  bias: null,
  sentiment: null,
  missingAngles: null,
  explainLike15: null,
  ...extra,
});
const bytes = (n: number) => new Blob([new Uint8Array(n).fill(7)], { type: 'audio/mpeg' });

let db: OfflineDb;
let n = 0;
beforeEach(async () => {
  db = createOfflineDb(`audio-test-${n++}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

describe('audio kept for offline listening', () => {
  it("keeps a saved article's file with its size, and refuses one whose bookmark is gone", async () => {
    await saveBookmark(db, {
      url: A,
      title: 'Bulletin',
      article: article(A, { audio: [{ url: MP3, type: 'audio/mpeg', length: 2048 }] }),
    });
    expect(await keepAudio(db, { url: A, src: MP3, type: 'audio/mpeg', blob: bytes(2048) })).toBe(true);
    const row = await getKeptAudio(db, A);
    expect(row).toMatchObject({ url: A, src: MP3, bytes: 2048, type: 'audio/mpeg' });
    expect(await keepAudio(db, { url: B, src: MP3, type: 'audio/mpeg', blob: bytes(10) })).toBe(false);
    expect(await getKeptAudio(db, B)).toBeUndefined();
  });

  it('goes with its bookmark, removed here or on another device, with a manual removal, and on sign-out', async () => {
    for (const url of [A, B]) {
      await saveBookmark(db, { url, title: url });
      await keepAudio(db, { url, src: MP3, type: 'audio/mpeg', blob: bytes(16) });
    }
    await removeBookmark(db, A, { keepNote: true });
    expect(await getKeptAudio(db, A)).toBeUndefined();
    await db.outbox.clear(); // as if sent: the server no longer lists B either
    await applyServerState(db, { bookmarks: [] });
    expect(await getKeptAudio(db, B)).toBeUndefined();

    await saveBookmark(db, { url: A, title: 'A' });
    await keepAudio(db, { url: A, src: MP3, type: 'audio/mpeg', blob: bytes(16) });
    await dropKeptAudio(db, A);
    expect(await db.audio.count()).toBe(0);
    await keepAudio(db, { url: A, src: MP3, type: 'audio/mpeg', blob: bytes(16) });
    await forgetUser({ db });
    expect(await db.audio.count()).toBe(0);
  });

  it("the listening queue says which articles have audio and whether it is kept, with the recording's resume point", async () => {
    await saveBookmark(db, { url: B, title: 'Column', article: article(B) });
    await saveBookmark(
      db,
      { url: A, title: 'Bulletin', article: article(A, { audio: [{ url: MP3, type: 'audio/mpeg', length: null }] }) },
      Date.now() + 1,
    );
    let queue = await listeningQueue(db);
    expect(queue.map((q) => [q.url, q.audio])).toEqual([
      [A, { src: MP3, type: 'audio/mpeg', kept: false }],
      [B, undefined],
    ]);
    await keepAudio(db, { url: A, src: MP3, type: 'audio/mpeg', blob: bytes(16) });
    await saveProgress(db, A, { seconds: 95 });
    await saveProgress(db, B, { chunk: 3 });
    queue = await listeningQueue(db);
    expect(queue[0]).toMatchObject({ audio: { kept: true }, seconds: 95, chunk: 0 });
    expect(queue[1]).toMatchObject({ chunk: 3, seconds: 0 });
    await markListened(db, A);
    expect((await listeningQueue(db))[0]).toMatchObject({ listened: true, seconds: 0 });
  });
});
