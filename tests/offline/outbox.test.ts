import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import {
  addAiAnswer,
  getNote,
  getStoredArticle,
  listBookmarks,
  recordVisit,
  removeBookmark,
  saveBookmark,
  setNote,
  VISITED_ARTICLE_LIMIT,
} from '#offline/bookmarks.ts';
import { backoffDelay, Outbox, outboxRows, startFlushing, type FlushSchedulerEnv } from '#offline/outbox.ts';
import { FakeBookmarkServer } from './bookmark-server';
import { A, article, B, freshOfflineDb } from './local-db';

const db = freshOfflineDb('outbox-test');

const serialLock = <T>(fn: () => Promise<T>) => fn();

describe('local changes and their outbox rows', () => {
  it('stores the bookmark, its article and the outbox row together', async () => {
    const { first } = await saveBookmark(db(), { url: A, title: 'A', article: article(A, { bias: 'Loaded words' }) });
    expect(first).toBe(true);
    expect((await saveBookmark(db(), { url: B, title: 'B' })).first).toBe(false);
    expect((await listBookmarks(db())).map((b) => b.url).sort()).toEqual([A, B]);
    expect((await getStoredArticle(db(), A))?.article.bias).toBe('Loaded words');
    const rows = await outboxRows(db());
    expect(rows.map((r) => [r.kind, r.url])).toEqual([
      ['add', A],
      ['add', B],
    ]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(2);
  });

  it('a failing write leaves neither the change nor an outbox row', async () => {
    await expect(
      db().transaction('rw', [db().bookmarks, db().articles, db().outbox], async () => {
        await saveBookmark(db(), { url: A, title: 'A' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await listBookmarks(db())).toEqual([]);
    expect(await outboxRows(db())).toEqual([]);
  });

  it('add then remove of one URL leaves one row with the final intent and a new id', async () => {
    await saveBookmark(db(), { url: A, title: 'A' });
    const [added] = await outboxRows(db());
    await removeBookmark(db(), A, { keepNote: true });
    const rows = await outboxRows(db());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'remove', url: A, seq: added?.seq });
    expect(rows[0]?.id).not.toBe(added?.id);
  });

  it('successive note edits collapse to the last; a note between keeps add/remove apart', async () => {
    await saveBookmark(db(), { url: A, title: 'A' });
    await setNote(db(), A, 'one');
    await setNote(db(), A, 'two');
    await removeBookmark(db(), A, { keepNote: true });
    await saveBookmark(db(), { url: A, title: 'A' });
    const rows = await outboxRows(db());
    expect(rows.map((r) => (r.kind === 'note' ? `note:${r.note}` : r.kind))).toEqual(['add', 'note:two', 'add']);
    expect(await getNote(db(), A)).toBe('two');
  });

  it('a removal that drops the note is not undone by saving again', async () => {
    await db().bookmarks.put({ url: A, title: 'A', createdAt: '2026-01-01' });
    await removeBookmark(db(), A, { keepNote: true });
    await removeBookmark(db(), A, { keepNote: false });
    expect(await outboxRows(db())).toMatchObject([{ kind: 'remove', keepNote: false }]);
    await saveBookmark(db(), { url: A, title: 'A' });
    expect((await outboxRows(db())).map((r) => r.kind)).toEqual(['remove', 'add']);
  });

  it('an AI answer fetched later joins the saved article; a refetch keeps it', async () => {
    await saveBookmark(db(), { url: A, title: 'A', article: article(A) });
    await addAiAnswer(db(), A, 'sentiment', 'Mostly positive');
    await recordVisit(db(), article(A));
    expect((await getStoredArticle(db(), A))?.article.sentiment).toBe('Mostly positive');
  });

  it('keeps at most the limit of unsaved visited articles, never dropping a saved one', async () => {
    await saveBookmark(db(), { url: A, title: 'A', article: article(A) });
    for (let i = 0; i <= VISITED_ARTICLE_LIMIT; i++)
      await recordVisit(db(), article(`https://example.com/v${i}`), 1000 + i);
    expect(await db().articles.count()).toBe(VISITED_ARTICLE_LIMIT + 1);
    expect(await getStoredArticle(db(), A)).toBeDefined();
    expect(await getStoredArticle(db(), 'https://example.com/v0')).toBeUndefined();
  });
});

describe('replay', () => {
  it('sends in order with one Idempotency-Key per operation and empties the outbox', async () => {
    const server = new FakeBookmarkServer();
    const outbox = new Outbox({ db: db(), send: server.send, lock: serialLock });
    await saveBookmark(db(), { url: A, title: 'A' });
    await saveBookmark(db(), { url: B, title: 'B' });
    await setNote(db(), B, 'my note');
    expect(await outbox.flush()).toBe('idle');
    expect(server.deliveries.map((d) => d.op.kind)).toEqual(['add', 'add', 'note']);
    expect(new Set(server.deliveries.map((d) => d.key)).size).toBe(3);
    expect([...server.bookmarks.keys()]).toEqual([A, B]);
    expect(server.notes.get(B)).toBe('my note');
    expect(await outboxRows(db())).toEqual([]);
  });

  it('a lost response is resent with the same key and applied once', async () => {
    let now = 0;
    const server = new FakeBookmarkServer();
    const outbox = new Outbox({ db: db(), send: server.send, lock: serialLock, now: () => now, random: () => 1 });
    await saveBookmark(db(), { url: A, title: 'A' });
    server.faults.push('lostResponse');
    expect(await outbox.flush()).toBe('waiting');
    expect(await outbox.flush()).toBe('waiting'); // not due yet
    now += backoffDelay(1, () => 1);
    expect(await outbox.flush()).toBe('idle');
    const keys = server.deliveries.map((d) => d.key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(server.applied.get(keys[0] ?? '')).toBe(1);
  });

  it('5xx backs off with growing, jittered delays and keeps later rows behind', async () => {
    let now = 0;
    const server = new FakeBookmarkServer();
    const outbox = new Outbox({ db: db(), send: server.send, lock: serialLock, now: () => now, random: () => 0 });
    await saveBookmark(db(), { url: A, title: 'A' });
    await saveBookmark(db(), { url: B, title: 'B' });
    server.faults.push('error503', 'error503');
    await outbox.flush();
    const first = (await outboxRows(db()))[0]?.notBefore ?? 0;
    now = first;
    await outbox.flush();
    const second = (await outboxRows(db()))[0]?.notBefore ?? 0;
    expect(second - first).toBeGreaterThan(first);
    expect(server.bookmarks.size).toBe(0);
    now = second;
    expect(await outbox.flush()).toBe('idle');
    expect([...server.bookmarks.keys()]).toEqual([A, B]);
    expect(backoffDelay(3, () => 0)).toBe(2000);
    expect(backoffDelay(3, () => 1)).toBe(4000);
    expect(backoffDelay(50, () => 1)).toBe(5 * 60_000);
  });

  it('another 4xx marks the row failed, lets the rest through, and can be retried or discarded', async () => {
    const server = new FakeBookmarkServer();
    const outbox = new Outbox({ db: db(), send: server.send, lock: serialLock });
    await saveBookmark(db(), { url: A, title: 'A' });
    await saveBookmark(db(), { url: B, title: 'B' });
    server.faults.push('reject422');
    expect(await outbox.flush()).toBe('idle');
    const [failed] = await outboxRows(db());
    expect(failed).toMatchObject({ url: A, state: 'failed', error: { status: 422 } });
    expect(server.bookmarks.has(B)).toBe(true);
    await outbox.retry(failed?.id ?? '');
    await outbox.flush();
    expect(server.bookmarks.has(A)).toBe(true);
    expect(await outboxRows(db())).toEqual([]);

    await removeBookmark(db(), A, { keepNote: true });
    server.faults.push('reject422');
    await outbox.flush();
    const [again] = await outboxRows(db());
    await outbox.discard(again?.id ?? '');
    expect(await outboxRows(db())).toEqual([]);
  });

  it('a 401 stops replay and reports the ended session', async () => {
    const onUnauthorized = vi.fn();
    const outbox = new Outbox({
      db: db(),
      send: async () => ({ type: 'unauthorized' }),
      lock: serialLock,
      onUnauthorized,
    });
    await saveBookmark(db(), { url: A, title: 'A' });
    expect(await outbox.flush()).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(await outboxRows(db())).toHaveLength(1);
  });

  it('a newer intent written while the old one is on the wire is not lost', async () => {
    const server = new FakeBookmarkServer();
    let during: (() => Promise<void>) | null = async () => removeBookmark(db(), A, { keepNote: true });
    const outbox = new Outbox({
      db: db(),
      lock: serialLock,
      send: async (op, key) => {
        const result = await server.send(op, key);
        const fn = during;
        during = null;
        if (fn) await fn();
        return result;
      },
    });
    await saveBookmark(db(), { url: A, title: 'A' });
    await outbox.flush();
    expect(server.bookmarks.has(A)).toBe(false);
    expect(server.deliveries.map((d) => d.op.kind)).toEqual(['add', 'remove']);
  });

  it('two tabs never send at the same time under the lock', async () => {
    const server = new FakeBookmarkServer();
    let inFlight = 0;
    let most = 0;
    const send: typeof server.send = async (op, key) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 1));
      inFlight--;
      return server.send(op, key);
    };
    let tail: Promise<unknown> = Promise.resolve();
    const lock = <T>(fn: () => Promise<T>) => {
      const run = tail.then(fn);
      tail = run.catch(() => undefined);
      return run;
    };
    const tab1 = new Outbox({ db: db(), send, lock });
    const tab2 = new Outbox({ db: db(), send, lock });
    for (const u of [A, B, 'https://example.com/c']) await saveBookmark(db(), { url: u, title: u });
    await Promise.all([tab1.flush(), tab2.flush(), tab1.flush()]);
    expect(most).toBe(1);
    expect(server.deliveries).toHaveLength(3);
  });
});

describe('flush triggers', () => {
  it('flushes on start, on online, on becoming visible, and on a timer while work waits', async () => {
    const listeners = new Map<string, () => void>();
    const timers: Array<{ fn: () => void; ms: number }> = [];
    const doc = {
      visibilityState: 'visible',
      addEventListener: (t: string, fn: () => void) => listeners.set(t, fn),
      removeEventListener: (t: string) => listeners.delete(t),
    };
    const env: FlushSchedulerEnv = {
      addEventListener: (t, fn) => listeners.set(t, fn),
      removeEventListener: (t) => listeners.delete(t),
      document: doc,
      setTimeout: (fn, ms) => timers.push({ fn, ms }),
      clearTimeout: () => undefined,
    };
    const outbox = new Outbox({ db: db(), send: async () => ({ type: 'ok' }), lock: serialLock });
    const spy = vi.spyOn(outbox, 'flush');
    await saveBookmark(db(), { url: A, title: 'A' });
    const s = startFlushing(outbox, env);
    expect(spy).toHaveBeenCalledTimes(1);
    listeners.get('online')?.();
    listeners.get('visibilitychange')?.();
    expect(spy).toHaveBeenCalledTimes(3);
    await vi.waitFor(async () => expect(await outboxRows(db())).toEqual([]));
    s.stop();
    expect(listeners.size).toBe(0);
  });

  it('sets a timer for the next retry while a row waits', async () => {
    const timers: number[] = [];
    const env: FlushSchedulerEnv = {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      setTimeout: (_fn, ms) => timers.push(ms),
      clearTimeout: () => undefined,
    };
    const outbox = new Outbox({
      db: db(),
      send: async () => ({ type: 'retry', status: 503 }),
      lock: serialLock,
      random: () => 0,
    });
    await saveBookmark(db(), { url: A, title: 'A' });
    const s = startFlushing(outbox, env);
    await vi.waitFor(() => expect(timers).toHaveLength(1));
    expect(timers[0]).toBeGreaterThan(0);
    expect(timers[0]).toBeLessThanOrEqual(1000);
    s.stop();
  });
});
