import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS, testApp, type TestApp } from '../helpers/app';
import { cookieValue, demoToken, SESSION_COOKIE, signIn } from '../helpers/accounts';
import { databaseTargets } from '../helpers/databases';

const HOUR = 3600_000;

describe.each(await databaseTargets())('accounts security: sessions, cookies, CSRF ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(target);
  });
  afterAll(() => t.close());

  const own = (username: string, cookie: string) =>
    t.app.inject({ url: `/api/khabar/operation/user/${username}`, headers: { cookie } });

  it('issues a new session id on every sign-in and ends the one the browser had', async () => {
    const first = await signIn(t.app, 'fix@example.com');
    const second = await signIn(t.app, 'fix@example.com', { cookie: first.cookie });
    expect(second.cookie).not.toBe(first.cookie);
    expect((await own('fix', first.cookie)).statusCode).toBe(401);
    expect((await own('fix', second.cookie)).statusCode).toBe(200);
  });

  it('does not adopt a session id planted by someone else', async () => {
    const planted = `${SESSION_COOKIE}=attacker-chosen-value`;
    const s = await signIn(t.app, 'victim@example.com', { cookie: planted });
    expect(s.cookie).not.toBe(planted);
    expect((await own('victim', planted)).statusCode).toBe(401);
  });

  it('stores only a hash of the session id', async () => {
    const s = await signIn(t.app, 'hash@example.com');
    const raw = s.cookie.split('=')[1]!;
    const rows = await t.handle.db.selectFrom('sessions').select('id_hash').execute();
    expect(rows.some((r) => r.id_hash === raw)).toBe(false);
  });

  it('kills the session at logout: the old cookie then gets 401', async () => {
    const s = await signIn(t.app, 'bye@example.com');
    await t.app.inject({
      method: 'POST',
      url: '/api/khabar/auth/logout',
      headers: { 'x-requested-with': 'khabar', cookie: s.cookie },
    });
    expect((await own('bye', s.cookie)).statusCode).toBe(401);
  });

  it('sets HttpOnly, SameSite=Lax, Path=/ and Max-Age 30 days for rememberMe Yes', async () => {
    const s = await signIn(t.app, 'yes@example.com', { rememberMe: 'Yes' });
    const c = s.res.cookies.find((x) => x.name === SESSION_COOKIE)!;
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 3600 });
    expect(c.secure).toBeFalsy(); // http SITE_URL
    const r = s.res.cookies.find((x) => x.name === 'rememberMe')!;
    expect(r).toMatchObject({ value: 'Yes', sameSite: 'Lax', maxAge: 30 * 24 * 3600 });
    expect(r.httpOnly).toBeFalsy();
  });

  it('sets a browser-session cookie (no Max-Age) for rememberMe No', async () => {
    const s = await signIn(t.app, 'no@example.com', { rememberMe: 'No' });
    const c = s.res.cookies.find((x) => x.name === SESSION_COOKIE)!;
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(c.maxAge).toBeUndefined();
    expect(c.expires).toBeUndefined();
    expect(cookieValue(s.res, 'rememberMe')).toBe('No');
  });

  it('ends a rememberMe No session after 12 idle hours, a Yes session after 30 days', async () => {
    const no = await signIn(t.app, 'idle@example.com', { rememberMe: 'No' });
    const yes = await signIn(t.app, 'long@example.com', { rememberMe: 'Yes' });
    const start = t.clock.now;
    try {
      t.clock.now = new Date(start.getTime() + 11 * HOUR);
      expect((await own('idle', no.cookie)).statusCode).toBe(200); // activity slides the expiry
      t.clock.now = new Date(start.getTime() + 22 * HOUR);
      expect((await own('idle', no.cookie)).statusCode).toBe(200);
      t.clock.now = new Date(start.getTime() + 35 * HOUR);
      expect((await own('idle', no.cookie)).statusCode).toBe(401);
      t.clock.now = new Date(start.getTime() + 29 * 24 * HOUR);
      expect((await own('long', yes.cookie)).statusCode).toBe(200);
      t.clock.now = new Date(start.getTime() + 31 * 24 * HOUR);
      expect((await own('long', yes.cookie)).statusCode).toBe(401);
    } finally {
      t.clock.now = start;
    }
  });

  it('refuses an expired demo token', async () => {
    const token = await demoToken(t.app, 'late@example.com');
    const start = t.clock.now;
    t.clock.now = new Date(start.getTime() + HOUR);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/khabar/auth/social',
        headers: CLIENT_HEADERS,
        payload: { provider: 'demo', idToken: token },
      });
      expect(res.statusCode).toBe(401);
    } finally {
      t.clock.now = start;
    }
  });

  it('refuses a disabled account at sign-in and drops its sessions', async () => {
    const s = await signIn(t.app, 'banned@example.com');
    await t.handle.db.updateTable('users').set({ enabled: false }).where('id', '=', s.user.userId).execute();
    expect((await own('banned', s.cookie)).statusCode).toBe(401);
    await expect(signIn(t.app, 'banned@example.com')).rejects.toThrow(/403.*User currently disabled/);
  });

  it('refuses every state change without X-Requested-With', async () => {
    const s = await signIn(t.app, 'csrf@example.com');
    const token = await demoToken(t.app, 'csrf@example.com');
    const calls = [
      { method: 'POST', url: '/api/khabar/auth/social', payload: { provider: 'demo', idToken: token } },
      { method: 'POST', url: '/api/khabar/auth/demo/token', payload: { email: 'a@b.cd', name: 'A' } },
      { method: 'POST', url: '/api/khabar/auth/logout' },
      { method: 'POST', url: '/api/khabar/operation/user/update', payload: { hobbies: 'x' } },
      { method: 'PUT', url: '/api/khabar/operation/user/watchlist', payload: { terms: ['abc'] } },
      { method: 'DELETE', url: '/api/khabar/operation/removeuser' },
      { method: 'POST', url: '/api/otp/khabar/send/sms', payload: { phone: '+919830012345' } },
      { method: 'GET', url: '/api/khabar/operation/remove/photo/1' },
    ] as const;
    for (const c of calls) {
      const res = await t.app.inject({
        ...c,
        headers: { cookie: s.cookie, ...('payload' in c ? { 'content-type': 'application/json' } : {}) },
      });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(403);
    }
    expect((await own('csrf', s.cookie)).statusCode).toBe(200); // nothing happened to the account
  });
});
