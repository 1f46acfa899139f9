import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providersResponseSchema } from '#shared/schemas/auth.ts';
import { CLIENT_HEADERS, testApp, type TestApp } from '../helpers/app';
import { freshIp } from '../helpers/accounts';
import { databaseTargets } from '../helpers/databases';
import { startGraphServer } from '../helpers/facebook-graph';
import { startJwksServer } from '../helpers/jwks-server';

const CLIENT_ID = '1234-test.apps.googleusercontent.com';
const FB = { appId: '55501', appSecret: 'fb-secret' };
const jwks = await startJwksServer();
const graph = await startGraphServer(FB, {
  'fb-good': {
    appId: FB.appId,
    valid: true,
    profile: { id: '10001', name: 'Priya Nair', email: 'priya@example.com', first_name: 'Priya', last_name: 'Nair' },
  },
  'fb-other-app': {
    appId: '99999',
    valid: true,
    profile: { id: '10002', name: 'X', email: 'x@example.com', first_name: 'X', last_name: '' },
  },
  'fb-invalid': {
    appId: FB.appId,
    valid: false,
    profile: { id: '10003', name: 'Y', email: 'y@example.com', first_name: 'Y', last_name: '' },
  },
  'fb-expired': {
    appId: FB.appId,
    valid: true,
    expiresAt: 1_600_000_000,
    profile: { id: '10004', name: 'Z', email: 'z@example.com', first_name: 'Z', last_name: '' },
  },
  'fb-no-email': { appId: FB.appId, valid: true, profile: { id: '10005', name: 'N', first_name: 'N', last_name: '' } },
});
afterAll(async () => {
  await jwks.close();
  await graph.close();
});

const claims = (over: Record<string, unknown> = {}) => ({
  iss: 'https://accounts.google.com',
  aud: CLIENT_ID,
  sub: '110248495921238986420',
  email: 'Kavya@Example.com',
  email_verified: true,
  name: 'Kavya Rao',
  given_name: 'Kavya',
  family_name: 'Rao',
  picture: 'https://lh3.googleusercontent.com/a/x',
  ...over,
});

describe.each(await databaseTargets())('sign-in tokens: Google and Facebook stand-ins ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(target, {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: jwks.jwksUrl,
      FACEBOOK_APP_ID: FB.appId,
      FACEBOOK_APP_SECRET: FB.appSecret,
      FACEBOOK_GRAPH_URL: graph.graphUrl,
    });
  });
  afterAll(() => t.close());

  const social = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/khabar/auth/social',
      headers: CLIENT_HEADERS,
      payload: { rememberMe: 'No', ...payload },
      remoteAddress: freshIp(),
    });
  const google = (idToken: string) => social({ provider: 'GOOGLE', idToken, user: { email: 'someone@else.com' } });

  it('lists Google and Facebook and turns the demo provider off', async () => {
    const p = providersResponseSchema.parse((await t.app.inject('/api/khabar/auth/providers')).json());
    expect(p).toMatchObject({
      providers: ['google', 'facebook'],
      defaultProvider: 'google',
      googleClientId: CLIENT_ID,
      facebookAppId: FB.appId,
      demoAccounts: [],
    });
    const demo = await t.app.inject({
      method: 'POST',
      url: '/api/khabar/auth/demo/token',
      headers: CLIENT_HEADERS,
      payload: { email: 'a@b.cd', name: 'A' },
    });
    expect(demo.statusCode).toBe(404);
    expect((await social({ provider: 'demo', idToken: 'x' })).statusCode).toBe(400);
  });

  it('accepts a Google ID token signed by the published key (both issuer spellings)', async () => {
    const res = await google(await jwks.sign(claims()));
    expect(res.statusCode).toBe(200);
    expect(res.json().listObject[0]).toMatchObject({
      email: 'kavya@example.com',
      username: 'kavya',
      keyCloakUserId: '110248495921238986420',
      firstName: 'Kavya',
    });
    const again = await google(await jwks.sign(claims({ iss: 'accounts.google.com' })));
    expect(again.json().listObject[0].userId).toBe(res.json().listObject[0].userId);
    expect(jwks.requests()).toBeGreaterThan(0);
  });

  it.each([
    ['a forged signature', () => jwks.sign(claims(), { key: jwks.forgerKey })],
    ['an expired token', () => jwks.sign(claims(), { now: new Date(Date.now() - 7200_000), expSeconds: 3600 })],
    ['a wrong audience', () => jwks.sign(claims({ aud: 'someone-else.apps.googleusercontent.com' }))],
    ['a wrong issuer', () => jwks.sign(claims({ iss: 'https://evil.example' }))],
    ['an unverified e-mail', () => jwks.sign(claims({ email_verified: false }))],
    ['an unknown key id', () => jwks.sign(claims(), { kid: 'nope' })],
    [
      'alg none',
      async () =>
        `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims({ exp: 9e9 }))).toString('base64url')}.`,
    ],
    ['garbage', async () => 'not-a-jwt'],
  ])('refuses %s with 401 and starts no session', async (_name, make) => {
    const res = await google(await make());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, error: 'Unauthorized' });
    expect(res.cookies.find((c) => c.name === 'khabar_session')).toBeUndefined();
  });

  it('accepts a Facebook access token checked with debug_token and /me', async () => {
    const res = await social({ provider: 'FACEBOOK', authToken: 'fb-good', user: { email: 'not-me@example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().listObject[0]).toMatchObject({
      email: 'priya@example.com',
      keyCloakUserId: '10001',
      firstName: 'Priya',
      lastName: 'Nair',
    });
  });

  it.each(['fb-other-app', 'fb-invalid', 'fb-expired', 'fb-no-email', 'fb-unknown'])(
    'refuses the Facebook token %s with 401',
    async (token) => {
      const res = await social({ provider: 'facebook', authToken: token });
      expect(res.statusCode).toBe(401);
    },
  );
});
