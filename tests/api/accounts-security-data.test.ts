import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers/app';
import { cookieValue, freshIp, SESSION_COOKIE, signIn, type Signed } from '../helpers/accounts';
import { databaseTargets } from '../helpers/databases';
import { bigPng, HTML, multipart, PNG } from '../helpers/multipart';

const CSRF = { 'x-requested-with': 'khabar' };
const PERSONAL_TABLES = ['sessions', 'photos', 'otp_codes', 'credit_ledger', 'memberships'] as const;

describe.each(await databaseTargets())('accounts security: uploads, limits, deletion ($name)', (target) => {
  let t: TestApp;
  let u: Signed;
  beforeAll(async () => {
    t = await testApp(target);
    u = await signIn(t.app, 'uploader@example.com', { name: 'Up Loader' });
  });
  afterAll(() => t.close());

  const album = (who: Signed, files: { filename: string; contentType: string; data: Buffer }[]) => {
    const m = multipart(files.map((f) => ({ name: 'file', ...f })));
    return t.app.inject({
      method: 'POST',
      url: `/api/khabar/operation/addphototoalbum/username/${who.user.username}`,
      payload: m.payload,
      headers: { ...m.headers, ...CSRF, cookie: who.cookie },
    });
  };
  const photoCount = async (userId: number) =>
    (await t.handle.db.selectFrom('photos').select('id').where('user_id', '=', userId).execute()).length;

  it('accepts a PNG named .txt, as a PNG', async () => {
    const res = await album(u, [{ filename: 'notes.txt', contentType: 'text/plain', data: PNG }]);
    expect(res.statusCode).toBe(200);
    const id = res.json().listObject[0].albumImages.at(-1);
    const img = await t.app.inject({ url: `/api/khabar/operation/profileimage/${id}`, headers: { cookie: u.cookie } });
    expect(img.headers['content-type']).toBe('image/png');
  });

  it('rejects an HTML file named .png and stores nothing, even next to a good image', async () => {
    const before = await photoCount(u.user.userId);
    const res = await album(u, [
      { filename: 'ok.png', contentType: 'image/png', data: PNG },
      { filename: 'evil.png', contentType: 'image/png', data: HTML },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^file: only JPEG, PNG, WebP or GIF/);
    expect(await photoCount(u.user.userId)).toBe(before);
  });

  it('rejects an image over 5 MB, accepts one just under', async () => {
    const before = await photoCount(u.user.userId);
    const big = await album(u, [{ filename: 'big.png', contentType: 'image/png', data: bigPng(5 * 1024 * 1024 + 1) }]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ status: 413, message: 'file: at most 5 MB per image' });
    expect(await photoCount(u.user.userId)).toBe(before);
    const ok = await album(u, [
      { filename: 'fits.png', contentType: 'image/png', data: bigPng(5 * 1024 * 1024 - 1024) },
    ]);
    expect(ok.statusCode).toBe(200);
  });

  it('caps the album at 20 photos (409 naming the limit) and 10 files per request', async () => {
    const a = await signIn(t.app, 'album@example.com');
    const png = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ filename: `${i}.png`, contentType: 'image/png', data: PNG }));
    expect((await album(a, png(11))).statusCode).toBe(413);
    expect((await album(a, png(10))).statusCode).toBe(200);
    expect((await album(a, png(10))).statusCode).toBe(200);
    const over = await album(a, png(1));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('album: at most 20 photos');
    expect(await photoCount(a.user.userId)).toBe(20);
  });

  it('rejects a profile text field over 100 characters naming it, and stores nothing', async () => {
    for (const field of ['qualification', 'skills', 'workExperience', 'hobbies', 'locations']) {
      const m = multipart([
        { name: 'userModel', value: JSON.stringify({ hobbies: 'kept?', [field]: 'x'.repeat(101) }) },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/khabar/operation/user/update',
        payload: m.payload,
        headers: { ...m.headers, ...CSRF, cookie: u.cookie },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${field}: must be at most 100 characters`));
    }
    const long = multipart([
      { name: 'userModel', value: JSON.stringify({ personalWebsiteLink: `https://x.example/${'a'.repeat(100)}` }) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/khabar/operation/user/update',
      payload: long.payload,
      headers: { ...long.headers, ...CSRF, cookie: u.cookie },
    });
    expect(res.json().message).toMatch(/^personalWebsiteLink:/);
    const me = await t.app.inject({ url: '/api/khabar/auth/me', headers: { cookie: u.cookie } });
    expect(me.json().listObject[0]).toMatchObject({ hobbies: null, skills: null, personalWebsiteLink: null });
  });

  it('deletes the account with everything personal, clears the cookie, and kills the session', async () => {
    const d = await signIn(t.app, 'deleteme@example.com');
    const other = await signIn(t.app, 'staying@example.com');
    const id = d.user.userId;
    await album(d, [{ filename: 'a.png', contentType: 'image/png', data: PNG }]);
    await t.app.inject({
      method: 'PUT',
      url: '/api/khabar/operation/user/watchlist',
      headers: d.headers,
      payload: { terms: ['monsoon'] },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/otp/khabar/send/sms',
      headers: d.headers,
      payload: { phone: '+919830011111' },
      remoteAddress: freshIp(),
    });
    await t.handle.db
      .insertInto('credit_ledger')
      .values({ user_id: id, delta: 100, reason: 'test', idempotency_key: 'test:deleteme' })
      .execute();
    const now = new Date();
    await t.handle.db
      .insertInto('memberships')
      .values({
        user_id: id,
        no_of_days: 10,
        create_date: now,
        start_date: now,
        end_date: new Date(now.getTime() + 864e6),
      })
      .execute();
    await signIn(t.app, 'deleteme@example.com'); // a second session on another device
    for (const table of PERSONAL_TABLES) {
      const n = await t.handle.db.selectFrom(table).select('user_id').where('user_id', '=', id).execute();
      expect(n.length, table).toBeGreaterThan(0);
    }

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/khabar/operation/removeuser',
      headers: { ...CSRF, cookie: d.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User removed successfully.' });
    expect(cookieValue(res, SESSION_COOKIE)).toBe('');
    expect(await t.handle.db.selectFrom('users').select('id').where('id', '=', id).execute()).toEqual([]);
    for (const table of PERSONAL_TABLES) {
      const n = await t.handle.db.selectFrom(table).select('user_id').where('user_id', '=', id).execute();
      expect(n, table).toEqual([]);
    }
    expect(
      (await t.app.inject({ url: '/api/khabar/operation/user/deleteme', headers: { cookie: d.cookie } })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/khabar/auth/me', headers: { cookie: other.cookie } })).json().totalElementCount,
    ).toBe(1);
  });
});
