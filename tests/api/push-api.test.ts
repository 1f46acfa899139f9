import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { PUSH } from '#shared/schemas/push.ts';
import { loadConfig } from '#server/config.ts';
import { CLIENT_HEADERS } from '#tests/helpers/app.ts';
import { alertsApp, TEST_VAPID, type AlertsApp } from '#tests/helpers/alerts.ts';
import { databaseTargets } from '#tests/helpers/databases.ts';
import { signInCast } from '#tests/helpers/membership.ts';

const S = API.push.subscription;

describe.each(await databaseTargets())('alerts: key, devices and settings ($name)', (target) => {
  let a: AlertsApp;
  beforeAll(async () => {
    a = await alertsApp(target);
  }, 120_000);
  afterAll(() => a?.close());

  const post = (headers: Record<string, string>, payload: object) =>
    a.t.app.inject({ method: 'POST', url: S, headers, payload });

  it('gives anyone the public VAPID key', async () => {
    const res = await a.t.app.inject({ url: API.push.key });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicKey: TEST_VAPID.publicKey });
    expect(Buffer.from(res.json().publicKey, 'base64url')).toHaveLength(65);
  });

  it('stores a member’s device once (201, then 200), lists it, and removes it (204, also when absent)', async () => {
    const m = await a.member('devices', ['monsoon'], false);
    expect((await post(m.headers, m.device.subscription)).statusCode).toBe(201);
    expect((await post(m.headers, m.device.subscription)).statusCode).toBe(200);
    const list = await a.t.app.inject({ url: S, headers: m.headers });
    expect(list.json().content).toEqual([
      { endpoint: m.device.subscription.endpoint, createdAt: a.t.clock.now.toISOString(), lastSuccessAt: null },
    ]);
    const del = `${S}?endpoint=${encodeURIComponent(m.device.subscription.endpoint)}`;
    expect((await a.t.app.inject({ method: 'DELETE', url: del, headers: m.headers })).statusCode).toBe(204);
    expect((await a.t.app.inject({ method: 'DELETE', url: del, headers: m.headers })).statusCode).toBe(204);
    expect((await a.t.app.inject({ url: S, headers: m.headers })).json().content).toEqual([]);
  });

  it('refuses visitors (401) and signed-in users without a membership (403)', async () => {
    const cast = await signInCast(a.t.app, a.t.handle.db, a.t.clock.now, 'push-roles');
    const d = a.push.device('roles');
    expect((await post(CLIENT_HEADERS, d.subscription)).statusCode).toBe(401);
    for (const who of [cast.nonMember, cast.expired]) {
      const res = await post(who.headers, d.subscription);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, error: 'Forbidden' });
      expect((await a.t.app.inject({ url: API.push.settings, headers: who.headers })).statusCode).toBe(403);
    }
    expect((await a.t.app.inject({ url: API.push.settings })).statusCode).toBe(401);
  });

  it('keeps a device its member’s: another member can neither take it over, nor delete or test it', async () => {
    const owner = await a.member('owner', ['cricket']);
    const other = await a.member('other', ['cricket'], false);
    const res = await post(other.headers, owner.device.subscription);
    expect(res.statusCode).toBe(403);
    const endpoint = owner.device.subscription.endpoint;
    await a.t.app.inject({
      method: 'DELETE',
      url: `${S}?endpoint=${encodeURIComponent(endpoint)}`,
      headers: other.headers,
    });
    expect((await a.t.app.inject({ url: S, headers: owner.headers })).json().content).toHaveLength(1);
    expect((await a.t.app.inject({ url: S, headers: other.headers })).json().content).toEqual([]);
    const test = await a.t.app.inject({
      method: 'POST',
      url: API.push.test,
      headers: other.headers,
      payload: { endpoint },
    });
    expect(test.statusCode).toBe(404);
  });

  it('refuses bad subscriptions with 400 naming the field, storing nothing', async () => {
    const m = await a.member('bad', ['budget'], false);
    const good = a.push.device('bad').subscription;
    const cases: [object, RegExp][] = [
      [{ ...good, endpoint: 'ftp://push.example.net/x' }, /endpoint: must be an https: URL/],
      [{ ...good, endpoint: 'not a url' }, /endpoint/],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } }, /p256dh/],
      [{ ...good, keys: { ...good.keys, p256dh: `B${'A'.repeat(86)}` } }, /p256dh: must be a point on the P-256 curve/],
      [{ ...good, keys: { ...good.keys, auth: 'c2hvcnQ' } }, /auth/],
      [{ ...good, keys: { p256dh: good.keys.p256dh } }, /auth/],
      [{ endpoint: good.endpoint }, /keys/],
      [{ ...good, interfaceLanguage: 'xx' }, /interfaceLanguage/],
    ];
    for (const [payload, message] of cases) {
      const res = await post(m.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, error: 'Bad Request', message: expect.stringMatching(message) });
    }
    expect((await a.t.app.inject({ url: S, headers: m.headers })).json().content).toEqual([]);
  });

  it(`takes at most ${PUSH.maxSubscriptions} devices per member (409 past that)`, async () => {
    const m = await a.member('many', ['rail'], false);
    for (let i = 0; i < PUSH.maxSubscriptions; i++)
      expect((await post(m.headers, a.push.device(`many-${i}`).subscription)).statusCode).toBe(201);
    const res = await post(m.headers, a.push.device('many-extra').subscription);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/At most 10 devices/);
    expect((await a.t.app.inject({ url: S, headers: m.headers })).json().content).toHaveLength(PUSH.maxSubscriptions);
  });

  it(`keeps to ${PUSH.maxSubscriptions} devices when a member's new devices subscribe at once`, async () => {
    const m = await a.member('racing', ['rail'], false);
    const held = PUSH.maxSubscriptions - 2;
    for (let i = 0; i < held; i++)
      expect((await post(m.headers, a.push.device(`racing-${i}`).subscription)).statusCode).toBe(201);
    // Six new devices at once, and one already held sent again: only two new ones fit.
    const racing = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => post(m.headers, a.push.device(`racing-new-${i}`).subscription)),
      post(m.headers, a.push.device('racing-0').subscription),
    ]);
    const codes = racing.map((r) => r.statusCode);
    expect(codes.slice(0, 6).filter((c) => c === 201)).toHaveLength(2);
    expect(codes.slice(0, 6).filter((c) => c === 409)).toHaveLength(4);
    expect(codes[6]).toBe(200);
    expect((await a.t.app.inject({ url: S, headers: m.headers })).json().content).toHaveLength(PUSH.maxSubscriptions);
  });

  it('answers the default settings, stores new ones with per-term switches, and refuses bad ones', async () => {
    const m = await a.member('settings', ['Monsoon', 'Sensex'], false);
    const get = () => a.t.app.inject({ url: API.push.settings, headers: m.headers });
    expect((await get()).json()).toEqual({
      mode: 'instant',
      digestTimes: ['08:00', '18:00'],
      quietHours: { from: '22:00', to: '07:00' },
      dailyCap: 10,
      terms: [
        { term: 'Monsoon', enabled: true },
        { term: 'Sensex', enabled: true },
      ],
    });
    const next = {
      mode: 'digest',
      digestTimes: ['19:30', '07:45'],
      quietHours: null,
      dailyCap: 3,
      terms: [{ term: 'Sensex', enabled: false }],
    };
    const put = await a.t.app.inject({ method: 'PUT', url: API.push.settings, headers: m.headers, payload: next });
    expect(put.statusCode).toBe(200);
    const stored = {
      ...next,
      digestTimes: ['07:45', '19:30'],
      terms: [
        { term: 'Monsoon', enabled: true },
        { term: 'Sensex', enabled: false },
      ],
    };
    expect(put.json()).toEqual(stored);
    expect((await get()).json()).toEqual(stored);
    for (const bad of [
      { ...next, mode: 'hourly' },
      { ...next, digestTimes: ['25:00'] },
      { ...next, mode: 'digest', digestTimes: [] },
      { ...next, dailyCap: 0 },
      { ...next, dailyCap: 51 },
      { ...next, quietHours: { from: '22:00', to: '22:00' } },
    ]) {
      const res = await a.t.app.inject({ method: 'PUT', url: API.push.settings, headers: m.headers, payload: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await get()).json()).toEqual(stored);
  });

  it('sends a test notification to the member’s device through the push service', async () => {
    const m = await a.member('test', ['cricket']);
    const before = a.push.received.length;
    const res = await a.t.app.inject({
      method: 'POST',
      url: API.push.test,
      headers: m.headers,
      payload: { endpoint: m.device.subscription.endpoint },
    });
    expect(res.statusCode).toBe(202);
    await a.push.until(before + 1);
    const got = a.push.received.filter((r) => r.device === m.device.name);
    expect(got).toHaveLength(1);
    expect(got[0]!.payload.title).toBe('Khabar alerts are on');
    expect(got[0]!.subject).toBe('mailto:alerts@khabar.example');
  });
});

describe('alerts configuration', () => {
  it('turns alerts off without keys outside development, and refuses bad or unsafe settings', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).push.keys()).toBeNull();
    const base = { NODE_ENV: 'test', VAPID_PUBLIC_KEY: TEST_VAPID.publicKey, VAPID_PRIVATE_KEY: TEST_VAPID.privateKey };
    expect(loadConfig(base).push.keys()).toEqual(TEST_VAPID);
    expect(loadConfig({ ...base, CONTACT_EMAIL: 'desk@khabar.example' }).push.subject).toBe(
      'mailto:desk@khabar.example',
    );
    expect(() => loadConfig({ ...base, VAPID_PRIVATE_KEY: undefined })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: 'abc' })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ ...base, VAPID_SUBJECT: 'http://khabar.example' })).toThrow(/VAPID_SUBJECT/);
    expect(() =>
      loadConfig({
        ...base,
        NODE_ENV: 'production',
        PAYMENTS_SANDBOX_IN_PRODUCTION: 'true',
        PUSH_ALLOW_PRIVATE: 'true',
      }),
    ).toThrow(/PUSH_ALLOW_PRIVATE: cannot be used in production/);
  });

  it('refuses loopback and private push services unless allowed', async () => {
    const { endpointProblem } = await import('#server/modules/push/endpoint-guard.ts');
    for (const e of [
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://[::1]/x',
      'https://localhost/x',
      'https://169.254.169.254/x',
    ])
      expect(endpointProblem(e, false), e).toMatch(/public host/);
    expect(endpointProblem('https://fcm.googleapis.com/fcm/send/abc', false)).toBeNull();
    expect(endpointProblem('http://fcm.googleapis.com/fcm/send/abc', false)).toMatch(/must be an https: URL/);
    expect(endpointProblem('https://127.0.0.1/x', true)).toBeNull();
  });
});
