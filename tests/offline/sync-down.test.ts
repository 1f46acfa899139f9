import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { getNote, listBookmarks, removeBookmark, saveBookmark, setNote } from '#offline/bookmarks.ts';
import { applyServerState } from '#offline/sync-down.ts';
import { A, B, freshOfflineDb } from './local-db';

const db = freshOfflineDb('sync-down-test');

describe('sync down', () => {
  it('takes the server state but keeps every pending local change', async () => {
    await saveBookmark(db(), { url: A, title: 'A' }); // pending add
    await db().bookmarks.put({ url: 'https://example.com/gone', title: 'gone', createdAt: '2026-01-01' }); // synced earlier
    await setNote(db(), B, 'local note'); // pending note
    await applyServerState(db(), {
      bookmarks: [
        { url: B, title: 'B', hasNote: true, note: 'server note' },
        { url: 'https://example.com/other', title: 'Other device', hasNote: true, note: 'from phone' },
      ],
    });
    expect((await listBookmarks(db())).map((b) => b.url).sort()).toEqual([A, B, 'https://example.com/other']);
    expect(await getNote(db(), B)).toBe('local note');
    expect(await getNote(db(), 'https://example.com/other')).toBe('from phone');
  });

  it('does not bring back a note whose removal is still waiting to be sent', async () => {
    // Found by the outbox property (seed 1187304928): the server still lists the bookmark and
    // its note while the removal that drops them waits in the outbox.
    await db().bookmarks.put({ url: A, title: 'A', createdAt: '2026-01-01' }); // synced earlier
    await db().notes.put({ url: A, note: 'first thought', updatedAt: 0 });
    await db().bookmarks.put({ url: B, title: 'B', createdAt: '2026-01-01' });
    await db().notes.put({ url: B, note: 'kept', updatedAt: 0 });
    await removeBookmark(db(), A, { keepNote: false }); // pending, drops the note
    await removeBookmark(db(), B, { keepNote: true }); // pending, keeps the note
    await applyServerState(db(), {
      bookmarks: [
        { url: A, title: 'A', hasNote: true, note: 'first thought' },
        { url: B, title: 'B', hasNote: true, note: 'kept' },
      ],
    });
    expect(await listBookmarks(db())).toEqual([]);
    expect(await getNote(db(), A)).toBe('');
    expect(await getNote(db(), B)).toBe('kept');
  });
});
