import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { BOOKMARKS } from '#shared/constants.ts';
import { bookmarkPageSchema, bookmarkSchema, noteSchema } from '#shared/schemas/bookmarks.ts';
import { apiErrorSchema } from '#shared/schemas/error.ts';
import { CLIENT_HEADERS, testApp, type TestApp } from '../helpers/app';
import { signIn, type Signed } from '../helpers/accounts';
import { databaseTargets } from '../helpers/databases';
import { signInCast, type Cast } from '../helpers/membership';

const B = '/api/elasticsearch/global/newssearchitem/bookmark';
const NOTE = `${B}/note`;
const q = (url: string) => `?url=${encodeURIComponent(url)}`;
const art = (n: number) => ({ title: `Article ${n}`, url: `https://news.example/a/${n}` });

describe.each(await databaseTargets())('bookmarks and notes ($name)', (target) => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    t = await testApp(target);
    cast = await signInCast(t.app, t.handle.db, t.clock.now, 'bm');
  });
  afterAll(() => t.close());

  type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown };
  // A call without a body sends no content type, as the client's DELETE and GET do.
  const call = (who: Signed | null, c: Call, extra: Record<string, string> = {}) => {
    const { 'content-type': type, ...headers } = { ...(who ? who.headers : CLIENT_HEADERS), ...extra };
    return t.app.inject({
      method: c.method,
      url: c.url,
      payload: c.payload as object,
      headers: c.payload === undefined ? headers : { ...headers, 'content-type': type ?? 'application/json' },
    });
  };
  const save = (who: Signed, b: { title: string; url: string }, key?: string) =>
    call(who, { method: 'POST', url: B, payload: b }, key ? { 'idempotency-key': key } : {});
  const list = async (who: Signed, query = '') =>
    bookmarkPageSchema.parse((await call(who, { method: 'GET', url: `${B}${query}` })).json());
  const putNote = (who: Signed, url: string, note: string, key?: string) =>
    call(who, { method: 'PUT', url: `${NOTE}${q(url)}`, payload: { note } }, key ? { 'idempotency-key': key } : {});
  const bookmarkCount = async (userId: number) =>
    (await t.handle.db.selectFrom('bookmarks').select('url').where('user_id', '=', userId).execute()).length;

  it('answers every member call 401 to visitors, 403 "Membership required" to non-members and expired members, 2xx to members', async () => {
    const a = art(1);
    const calls: (Call & { ok: number })[] = [
      { method: 'POST', url: B, payload: a, ok: 201 },
      { method: 'GET', url: B, ok: 200 },
      { method: 'PUT', url: `${NOTE}${q(a.url)}`, payload: { note: 'mine' }, ok: 200 },
      { method: 'GET', url: `${NOTE}${q(a.url)}`, ok: 200 },
      { method: 'DELETE', url: `${B}${q(a.url)}`, ok: 204 },
    ];
    for (const c of calls) {
      expect((await call(null, c)).statusCode, `${c.method} ${c.url} visitor`).toBe(401);
      for (const who of [cast.nonMember, cast.expired]) {
        const res = await call(who, c);
        expect(res.statusCode, `${c.method} ${c.url}`).toBe(403);
        expect(apiErrorSchema.parse(res.json()).message).toBe(MESSAGES.membershipRequired);
      }
      expect((await call(cast.member, c)).statusCode, `${c.method} ${c.url} member`).toBe(c.ok);
    }
    expect(await bookmarkCount(cast.nonMember.user.userId)).toBe(0);
  });

  it('saves (201), answers 200 when already saved, lists newest first with hasNote, filters and sorts by title', async () => {
    const m = cast.member;
    const first = await save(m, { title: 'Monsoon reaches Kerala', url: 'https://news.example/m' });
    expect(first.statusCode).toBe(201);
    expect(bookmarkSchema.parse(first.json())).toMatchObject({
      title: 'Monsoon reaches Kerala',
      url: 'https://news.example/m',
      hasNote: false,
    });
    t.clock.now = new Date(t.clock.now.getTime() + 1000);
    expect((await save(m, { title: 'another title', url: 'https://news.example/m' })).statusCode).toBe(200);
    t.clock.now = new Date(t.clock.now.getTime() + 1000);
    await save(m, { title: 'budget session opens', url: 'https://news.example/b' });
    t.clock.now = new Date(t.clock.now.getTime() + 1000);
    await save(m, { title: 'Cricket: India win', url: 'https://news.example/c' });

    const all = await list(m);
    expect(all.totalElements).toBe(3);
    expect(all.content.map((b) => b.title)).toEqual([
      'Cricket: India win',
      'budget session opens',
      'Monsoon reaches Kerala',
    ]);
    expect(all.content[0]).not.toHaveProperty('note');
    expect((await list(m, '?sort=title,asc')).content.map((b) => b.url)).toEqual([
      'https://news.example/b',
      'https://news.example/c',
      'https://news.example/m',
    ]);
    const filtered = await list(m, '?q=MONSOON');
    expect(filtered).toMatchObject({ totalElements: 1, content: [{ url: 'https://news.example/m' }] });
    const page2 = await list(m, '?page=2&size=2');
    expect(page2).toMatchObject({ totalElements: 3, content: [{ url: 'https://news.example/m' }] });
  });

  it('refuses bad input with a message naming the field and stores nothing', async () => {
    const m = cast.member;
    const before = await bookmarkCount(m.user.userId);
    for (const payload of [
      { title: '', url: 'https://news.example/x' },
      { title: 'x', url: 'not a url' },
      { title: 'x'.repeat(501), url: 'https://news.example/x' },
    ]) {
      const res = await call(m, { method: 'POST', url: B, payload });
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).message).toMatch(/^(title|url)/);
    }
    expect((await call(m, { method: 'GET', url: `${B}?size=101` })).statusCode).toBe(400);
    expect((await save(m, art(2), 'bad key with spaces')).statusCode).toBe(400);
    expect(await bookmarkCount(m.user.userId)).toBe(before);
  });

  it('deletes with 204, also when absent', async () => {
    const m = cast.member;
    await save(m, art(3));
    for (let i = 0; i < 2; i++)
      expect((await call(m, { method: 'DELETE', url: `${B}${q(art(3).url)}` })).statusCode).toBe(204);
    expect((await list(m)).content.map((b) => b.url)).not.toContain(art(3).url);
  });

  it('keeps one markdown note per bookmarked article, at most 5,000 characters', async () => {
    const m = cast.member;
    const a = art(4);
    expect((await putNote(m, a.url, 'too early')).statusCode).toBe(404);
    expect((await call(m, { method: 'GET', url: `${NOTE}${q(a.url)}` })).statusCode).toBe(404);
    await save(m, a);
    const empty = noteSchema.parse((await call(m, { method: 'GET', url: `${NOTE}${q(a.url)}` })).json());
    expect(empty).toEqual({ url: a.url, note: '', updatedAt: null });
    expect((await putNote(m, a.url, 'x'.repeat(BOOKMARKS.noteMaxChars + 1))).statusCode).toBe(400);
    const saved = noteSchema.parse((await putNote(m, a.url, '## Mine\n\n$E = mc^2$')).json());
    expect(saved.note).toBe('## Mine\n\n$E = mc^2$');
    expect(saved.updatedAt).not.toBeNull();
    expect((await putNote(m, a.url, 'y'.repeat(BOOKMARKS.noteMaxChars))).statusCode).toBe(200);
    const withNotes = await list(m, '?withNotes=true&size=100');
    const row = withNotes.content.find((b) => b.url === a.url)!;
    expect(row).toMatchObject({ hasNote: true, note: 'y'.repeat(BOOKMARKS.noteMaxChars) });
    expect(withNotes.content.find((b) => b.url !== a.url)).toMatchObject({
      hasNote: false,
      note: '',
      noteUpdatedAt: null,
    });
    // A blank note deletes the note.
    expect(noteSchema.parse((await putNote(m, a.url, '  \n')).json())).toEqual({
      url: a.url,
      note: '',
      updatedAt: null,
    });
    expect((await list(m, '?size=100')).content.find((b) => b.url === a.url)!.hasNote).toBe(false);
  });

  it('removes the note with its bookmark unless keepNote=true, and a kept note returns when saved again', async () => {
    const m = cast.member;
    const a = art(5);
    await save(m, a);
    await putNote(m, a.url, 'keep me');
    expect((await call(m, { method: 'DELETE', url: `${B}${q(a.url)}&keepNote=true` })).statusCode).toBe(204);
    expect((await putNote(m, a.url, 'not bookmarked')).statusCode).toBe(404);
    expect(bookmarkSchema.parse((await save(m, a)).json()).hasNote).toBe(true);
    expect(noteSchema.parse((await call(m, { method: 'GET', url: `${NOTE}${q(a.url)}` })).json()).note).toBe('keep me');
    await call(m, { method: 'DELETE', url: `${B}${q(a.url)}` });
    expect(bookmarkSchema.parse((await save(m, a)).json()).hasNote).toBe(false);
  });

  it('replays the first response for the same Idempotency-Key without doing the work again', async () => {
    const m = cast.member;
    const a = art(6);
    const first = await save(m, a, 'op-save-6');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await save(m, a, 'op-save-6');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // Remove it, then replay the old save: the first answer comes back and nothing is saved.
    expect(
      (await call(m, { method: 'DELETE', url: `${B}${q(a.url)}` }, { 'idempotency-key': 'op-del-6' })).statusCode,
    ).toBe(204);
    const replayDelete = await call(m, { method: 'DELETE', url: `${B}${q(a.url)}` }, { 'idempotency-key': 'op-del-6' });
    expect([replayDelete.statusCode, replayDelete.headers['idempotent-replayed']]).toEqual([204, 'true']);
    expect((await save(m, a, 'op-save-6')).statusCode).toBe(201);
    expect((await list(m, '?size=100')).content.map((b) => b.url)).not.toContain(a.url);
    // The same key for another request is refused.
    const other = await save(m, art(7), 'op-save-6');
    expect(other.statusCode).toBe(422);
    // Another user's identical key is their own.
    const someoneElse = await signInCast(t.app, t.handle.db, t.clock.now, 'bm-other');
    expect((await save(someoneElse.member, a, 'op-save-6')).statusCode).toBe(201);
  });

  it('replays note changes by key', async () => {
    const m = cast.member;
    const a = art(8);
    await save(m, a);
    const first = noteSchema.parse((await putNote(m, a.url, 'first', 'op-note-8')).json());
    await putNote(m, a.url, 'second');
    const replay = await putNote(m, a.url, 'first', 'op-note-8');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(noteSchema.parse(replay.json())).toEqual(first);
    expect(noteSchema.parse((await call(m, { method: 'GET', url: `${NOTE}${q(a.url)}` })).json()).note).toBe('second');
  });

  it('does the work once for concurrent duplicates', async () => {
    const m = cast.member;
    const a = art(9);
    const saves = await Promise.all(Array.from({ length: 5 }, () => save(m, a, 'op-concurrent-9')));
    expect(saves.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(saves.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    expect(new Set(saves.map((r) => r.body)).size).toBe(1);
    const rows = await t.handle.db
      .selectFrom('bookmarks')
      .select('url')
      .where('user_id', '=', m.user.userId)
      .where('url', '=', a.url)
      .execute();
    expect(rows).toHaveLength(1);

    const notes = await Promise.all(Array.from({ length: 5 }, () => putNote(m, a.url, 'same note', 'op-note-9')));
    expect(new Set(notes.map((r) => r.body)).size).toBe(1);
    expect(notes.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(4);

    // Without a key, concurrent saves of one URL still keep one bookmark: one 201, the rest 200.
    const b = art(10);
    const plain = await Promise.all(Array.from({ length: 4 }, () => save(m, b)));
    expect(plain.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 201]);
  });

  it('removes bookmarks, notes and keys when the account is deleted', async () => {
    const gone = await signInCast(t.app, t.handle.db, t.clock.now, 'bm-gone');
    const m = gone.member;
    await save(m, art(11), 'op-gone');
    await putNote(m, art(11).url, 'private');
    const res = await call(m, { method: 'DELETE', url: '/api/khabar/operation/removeuser' });
    expect(res.statusCode).toBe(200);
    const id = m.user.userId;
    expect(await t.handle.db.selectFrom('bookmarks').select('url').where('user_id', '=', id).execute()).toEqual([]);
    expect(await t.handle.db.selectFrom('bookmark_notes').select('url').where('user_id', '=', id).execute()).toEqual(
      [],
    );
    expect(await t.handle.db.selectFrom('idempotency_keys').select('key').where('user_id', '=', id).execute()).toEqual(
      [],
    );
  });

  // Last: it moves the clock past every session of this suite.
  it('forgets a key after 24 hours, so the call does its work again', async () => {
    const a = art(6);
    await call(cast.member, { method: 'DELETE', url: `${B}${q(a.url)}` });
    t.clock.now = new Date(t.clock.now.getTime() + 25 * 3600 * 1000);
    const tomorrow = await signIn(t.app, 'member-bm@example.com');
    const later = await save(tomorrow, a, 'op-save-6');
    expect([later.statusCode, later.headers['idempotent-replayed']]).toEqual([201, undefined]);
    expect((await list(tomorrow, '?size=100')).content.map((b) => b.url)).toContain(a.url);
  });
});
