import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meResponseSchema, userResponseSchema } from '#shared/schemas/user.ts';
import { providersResponseSchema } from '#shared/schemas/auth.ts';
import { CLIENT_HEADERS, testApp, type TestApp } from '../helpers/app';
import { cookieValue, demoToken, freshIp, SESSION_COOKIE, signIn } from '../helpers/accounts';
import { databaseTargets } from '../helpers/databases';

describe.each(await databaseTargets())('auth: me, demo sign-in, logout ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(target);
  });
  afterAll(() => t.close());

  it('answers a visitor with an empty list, not 401', async () => {
    const res = await t.app.inject('/api/khabar/auth/me');
    expect(res.statusCode).toBe(200);
    expect(meResponseSchema.parse(res.json())).toEqual({ listObject: [], totalElementCount: 0 });
  });

  it('lists the demo provider and its accounts when no real provider is configured', async () => {
    const res = await t.app.inject('/api/khabar/auth/providers');
    const body = providersResponseSchema.parse(res.json());
    expect(body.providers).toEqual(['demo']);
    expect(body.defaultProvider).toBe('demo');
    expect(body.demoAccounts.length).toBeGreaterThan(0);
  });

  it('signs in with a demo token, creates the user from the token, and me returns it', async () => {
    const s = await signIn(t.app, 'Asha.Verma@Example.com', { name: 'Asha Verma' });
    const user = userResponseSchema.parse(s.res.json()).listObject[0]!;
    expect(user).toMatchObject({
      username: 'asha.verma',
      email: 'asha.verma@example.com',
      firstName: 'Asha',
      lastName: 'Verma',
      keyCloakUserId: 'demo|asha.verma@example.com',
      role: 'user',
      member: false,
      publish: false,
      hasTransactions: false,
      hasMemberships: false,
    });
    const me = await t.app.inject({ url: '/api/khabar/auth/me', headers: { cookie: s.cookie } });
    const parsed = meResponseSchema.parse(me.json()).listObject[0];
    expect(parsed).toMatchObject({ username: 'asha.verma', hasTransactions: false, hasMemberships: false });
  });

  it('takes identity fields from the token, not from the client user object', async () => {
    const idToken = await demoToken(t.app, 'real@example.com', 'Real Person');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/khabar/auth/social',
      headers: CLIENT_HEADERS,
      remoteAddress: freshIp(),
      payload: {
        provider: 'demo',
        idToken,
        user: { email: 'ceo@example.com', id: 'x', name: 'CEO' },
        rememberMe: 'No',
      },
    });
    expect(res.json().listObject[0]).toMatchObject({ email: 'real@example.com', username: 'real', firstName: 'Real' });
  });

  it('keeps usernames unique when two e-mails share a local part', async () => {
    await signIn(t.app, 'same@one.example');
    const s = await signIn(t.app, 'same@two.example');
    expect(s.user.username).toBe('same1');
    const again = await signIn(t.app, 'same@two.example');
    expect(again.user.userId).toBe(s.user.userId);
  });

  it('logs out: 204, cookie cleared, and the old cookie is dead on the server', async () => {
    const s = await signIn(t.app, 'leaver@example.com');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/khabar/auth/logout',
      headers: { 'x-requested-with': 'khabar', cookie: s.cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(cookieValue(out, SESSION_COOKIE)).toBe('');
    const me = await t.app.inject({ url: '/api/khabar/auth/me', headers: { cookie: s.cookie } });
    expect(me.json().listObject).toEqual([]);
    expect(cookieValue(me, SESSION_COOKIE)).toBe(''); // the dead cookie is cleared
  });
});
