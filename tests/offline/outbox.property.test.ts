// Property: whatever a reader does (add, remove, edit notes) while the network comes and goes,
// the server fails, responses get lost or delivered twice and the page reloads, the server
// ends equal to the reader's last intent, nothing is left behind and no change applies twice.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getNote, listBookmarks, removeBookmark, saveBookmark, setNote } from '#offline/bookmarks.ts';
import { createOfflineDb, type OfflineDb } from '#offline/db.ts';
import { Outbox, outboxRows } from '#offline/outbox.ts';
import { applyServerState } from '#offline/sync-down.ts';
import { FakeBookmarkServer, type Fault } from './bookmark-server';

const URLS = ['https://example.com/a', 'https://example.com/b', 'https://example.com/c'];
const NOTES = ['', 'first thought', 'second thought', 'नोट'];

type Action =
  | { t: 'add'; u: number }
  | { t: 'remove'; u: number; keepNote: boolean }
  | { t: 'note'; u: number; n: number }
  | { t: 'offline' }
  | { t: 'online' }
  | { t: 'fault'; f: Exclude<Fault, 'reject422'> }
  | { t: 'tick'; ms: number }
  | { t: 'reload' }
  | { t: 'syncDown' }
  | { t: 'editDuringSend'; u: number; n: number };

const url = fc.nat(URLS.length - 1);
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ t: fc.constant('add' as const), u: url }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('remove' as const), u: url, keepNote: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('note' as const), u: url, n: fc.nat(NOTES.length - 1) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('offline' as const) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('online' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('fault' as const),
      f: fc.constantFrom('down', 'error503', 'lostResponse', 'duplicate'),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('tick' as const), ms: fc.integer({ min: 0, max: 20_000 }) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('reload' as const) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('syncDown' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({ t: fc.constant('editDuringSend' as const), u: url, n: fc.nat(NOTES.length - 1) }),
  },
);

let runs = 0;

async function run(actions: Action[]): Promise<void> {
  const name = `property-${runs++}`;
  let db: OfflineDb = createOfflineDb(name);
  const server = new FakeBookmarkServer();
  let now = 0;
  let during: (() => Promise<void>) | null = null;
  const send: typeof server.send = async (op, key) => {
    const result = await server.send(op, key);
    const fn = during;
    during = null;
    if (fn) await fn();
    return result;
  };
  const make = () => new Outbox({ db, send, lock: (fn) => fn(), now: () => now });
  let outbox = make();

  // The reader's last intent.
  const bookmarks = new Set<string>();
  const notes = new Map<string, string>();
  const intendNote = (u: string, n: string) => (n === '' ? notes.delete(u) : notes.set(u, n));

  const expectLocalEqualsIntent = async () => {
    expect(new Set((await listBookmarks(db)).map((b) => b.url))).toEqual(bookmarks);
    for (const u of URLS) expect(await getNote(db, u)).toBe(notes.get(u) ?? '');
  };

  try {
    for (const a of actions) {
      switch (a.t) {
        case 'add': {
          const u = URLS[a.u] ?? '';
          await saveBookmark(db, { url: u, title: `T${a.u}` }, now);
          bookmarks.add(u);
          break;
        }
        case 'remove': {
          const u = URLS[a.u] ?? '';
          await removeBookmark(db, u, { keepNote: a.keepNote }, now);
          bookmarks.delete(u);
          if (!a.keepNote) notes.delete(u);
          break;
        }
        case 'note': {
          const u = URLS[a.u] ?? '';
          // Notes are written on saved articles only (the server answers 404 otherwise).
          if (!bookmarks.has(u)) break;
          await setNote(db, u, NOTES[a.n] ?? '', now);
          intendNote(u, NOTES[a.n] ?? '');
          break;
        }
        case 'editDuringSend': {
          const u = URLS[a.u] ?? '';
          const n = NOTES[a.n] ?? '';
          const target = db;
          const edit = async (into: OfflineDb) => {
            if (!bookmarks.has(u)) return;
            await setNote(into, u, n, now);
            intendNote(u, n);
          };
          during = () => edit(target);
          await outbox.flush();
          if (during) {
            // Nothing was sent: make the edit now.
            during = null;
            await edit(db);
          }
          break;
        }
        case 'offline':
          server.online = false;
          break;
        case 'online':
          server.online = true;
          await outbox.flush();
          break;
        case 'fault':
          server.faults.push(a.f);
          break;
        case 'tick':
          now += a.ms;
          await outbox.flush();
          break;
        case 'reload':
          db.close();
          db = createOfflineDb(name);
          outbox = make();
          break;
        case 'syncDown':
          if (server.online) await outbox.exclusive(async () => applyServerState(db, server.state(), now));
          break;
      }
      await expectLocalEqualsIntent();
    }

    // Back online for good: everything drains.
    server.online = true;
    server.faults.length = 0;
    for (let i = 0; i < 20 && (await outboxRows(db)).length > 0; i++) {
      now += 10 * 60_000;
      await outbox.flush();
    }
    expect(await outboxRows(db)).toEqual([]);
    expect(new Set(server.bookmarks.keys())).toEqual(bookmarks);
    expect(new Map(server.notes)).toEqual(notes);
    for (const count of server.applied.values()) expect(count).toBe(1);
    await expectLocalEqualsIntent();
  } finally {
    await db.delete();
  }
}

describe('outbox property', () => {
  it('the server ends equal to the last intent over 1,000 random sequences', async () => {
    await fc.assert(fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 30 }), run), { numRuns: 1000 });
  }, 240_000);
});
