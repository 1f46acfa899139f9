import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { testApp, type TestApp } from '#tests/helpers/app.ts';
import { databaseTargets } from '#tests/helpers/databases.ts';
import { signIn, type Signed } from '#tests/helpers/accounts.ts';
import { loadConfig } from '#server/config.ts';
import { conveniencesNotice } from '#server/lib/conveniences.ts';

const targets = await databaseTargets();

function expectContract(res: { statusCode: number; json: () => unknown }, status: number) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as Record<string, unknown>;
  expect(body).toMatchObject({ status, error: expect.any(String), message: expect.any(String) });
}

describe.each(targets)('bad input is a 4xx in the contract shape ($name)', (target) => {
  let t: TestApp;
  let me: Signed;
  beforeAll(async () => {
    t = await testApp(target);
    me = await signIn(t.app, 'fuzz@example.com', { name: 'Fuzz' });
  });
  afterAll(() => t.close());

  it('refuses NUL characters in search terms, path parameters, JSON fields, watch-list terms and profile fields', async () => {
    const calls = [
      { method: 'GET' as const, url: `${API.news.search}?q=a%00b` },
      { method: 'GET' as const, url: `${API.news.category}/a%00b` },
      { method: 'GET' as const, url: `${API.user.user}/a%00b`, headers: me.headers },
      { method: 'PUT' as const, url: API.user.watchlist, headers: me.headers, payload: { terms: ['a\u0000b'] } },
      { method: 'POST' as const, url: API.user.update, headers: me.headers, payload: { firstName: 'a\u0000b' } },
    ];
    for (const c of calls) {
      const res = await t.app.inject(c);
      expect(res.statusCode, `${c.method} ${c.url} ${res.body}`).toBe(400);
      expectContract(res, 400);
    }
    const after = await t.app.inject({ method: 'GET', url: API.user.watchlist, headers: me.headers });
    expect(JSON.stringify(after.json())).not.toContain('\\u0000');
  });

  it('answers malformed multipart bodies with 400', async () => {
    const url = API.user.update;
    const bodies: Array<[string, string]> = [
      ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="userModel"\r\n\r\n{}\r\n--x--\r\n'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="userModel"\r\n\r\n{"na'],
      [
        'multipart/form-data; boundary=y',
        '--x\r\nContent-Disposition: form-data; name="userModel"\r\n\r\n{}\r\n--x--\r\n',
      ],
      ['multipart/form-data; boundary=x', '--x\nContent-Disposition: form-data; name="userModel"\n\n{}\n--x--\n'],
    ];
    for (const [type, payload] of bodies) {
      for (const method of ['POST', 'PUT'] as const) {
        const res = await t.app.inject({ method, url, headers: { ...me.headers, 'content-type': type }, payload });
        expect(res.statusCode, `${type} ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${type} ${res.body}`).toBeLessThan(500);
        expectContract(res, res.statusCode);
      }
    }
  });

  it('accepts a userModel part sent as application/json', async () => {
    const payload =
      '--x\r\nContent-Disposition: form-data; name="userModel"\r\nContent-Type: application/json\r\n\r\n{"name":"Json Part"}\r\n--x--\r\n';
    const res = await t.app.inject({
      method: 'POST',
      url: API.user.update,
      headers: { ...me.headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('survives deeply nested JSON', async () => {
    const payload = '['.repeat(100_000) + ']'.repeat(100_000);
    const res = await t.app.inject({ method: 'POST', url: API.user.watchlist, headers: me.headers, payload });
    expectContract(res, 400);
    const obj = '{"name":"x","a":' + '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_001);
    const res2 = await t.app.inject({ method: 'POST', url: API.user.update, headers: me.headers, payload: obj });
    expectContract(res2, 400);
    const part = `--x\r\nContent-Disposition: form-data; name="userModel"\r\n\r\n${obj}\r\n--x--\r\n`;
    const res3 = await t.app.inject({
      method: 'POST',
      url: API.user.update,
      headers: { ...me.headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: part,
    });
    expectContract(res3, 400);
  });

  it('lets the sandbox Orders API in with its own API key only (the fuzz found every key refused)', async () => {
    const { keyId, keySecret } = t.config.payments;
    const key = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
    const created = await t.app.inject({
      method: 'POST',
      url: `${API.payment.sandbox}/v1/orders`,
      headers: { authorization: key },
      payload: { amount: 11800, currency: 'INR', receipt: 'r1' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as string;
    const read = await t.app.inject({ url: `${API.payment.sandbox}/v1/orders/${id}`, headers: { authorization: key } });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id, amount: 11800 });
    for (const wrong of [key.toLowerCase(), key.toUpperCase(), `${key}x`, '']) {
      const res = await t.app.inject({
        url: `${API.payment.sandbox}/v1/orders/${id}`,
        headers: { authorization: wrong },
      });
      expectContract(res, 401);
    }
  });

  it("answers Fastify's own long-URL and bad-encoding refusals in the contract shape", async () => {
    const bad = await t.app.inject({ method: 'GET', url: `${API.news.category}/%E0%A4%A` });
    expect(bad.statusCode).toBe(400);
    expectContract(bad, 400);
    const long = await t.app.inject({ method: 'GET', url: `${API.news.category}/${'a'.repeat(200)}` });
    expect(long.statusCode).toBeLessThan(500);
    expectContract(long, long.statusCode);
  });
});

describe('development conveniences are no way in', () => {
  it('never makes an ADMIN_EMAILS address an admin on the word of the demo provider', async () => {
    const t = await testApp({ name: 'pglite' }, { ADMIN_EMAILS: 'boss@example.com' });
    try {
      const boss = await signIn(t.app, 'boss@example.com');
      expect(boss.res.json().listObject[0].role).toBe('user');
      const feeds = await t.app.inject({ url: API.management.ingestFeeds, headers: { cookie: boss.cookie } });
      expect(feeds.statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });
});

describe('the start-up notice of development conveniences', () => {
  it('names each convenience that is on with how to turn it off, and none on a configured site', () => {
    const dev = conveniencesNotice(loadConfig({ NODE_ENV: 'development' })).join('\n');
    expect(dev).toMatch(/demo sign-in.*DEMO_LOGIN=false/);
    expect(dev).toMatch(/sandbox payments.*PAYMENTS_PROVIDER=razorpay/);
    expect(dev).toMatch(/development SMS.*SMS_PROVIDER=twilio/);
    expect(dev).toMatch(/local AI analyser.*AI_PROVIDER=openai/);
    expect(dev).toMatch(/alerts \(Web Push\) on, with VAPID keys made.*vapid-keys\.json.*VAPID_PUBLIC_KEY/);
    const real = conveniencesNotice(
      loadConfig({
        NODE_ENV: 'development',
        DEMO_LOGIN: 'false',
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_FROM: '+15005550006',
        PAYMENTS_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_x',
        RAZORPAY_KEY_SECRET: 'secret-123',
        RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
        AI_PROVIDER: 'openai',
        AI_API_KEY: 'key',
        AI_MODEL: 'gpt-test',
        VAPID_PUBLIC_KEY: 'BNBOUk_4qck3zqncG-p6IVVr_388UuzKwCbh9KIXwWoQIp6K9LKqnDEup_sMT8NzUbfjHTPn0LM7kvTwR5ENE9M',
        VAPID_PRIVATE_KEY: 'JnnsY23lFTIxoH-K029jWq35CvFivJTsT28dv_mWk3U',
      }),
    );
    expect(real).toEqual(['Development conveniences: none on.']);
  });
});

describe('headers', () => {
  it('keeps personal answers out of caches, sends a Permissions-Policy, and lets scripts come only from script hosts', async () => {
    const t = await testApp({ name: 'pglite' });
    try {
      const me = await signIn(t.app, 'headers@example.com');
      for (const url of [API.user.me, API.user.watchlist, API.payment.balance, API.payment.orders]) {
        const res = await t.app.inject({ url, headers: { cookie: me.cookie } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
      const pub = await t.app.inject({ url: API.news.categories });
      expect(pub.headers['cache-control']).not.toBe('no-store');
      expect(pub.headers['permissions-policy']).toMatch(/camera=\(\)/);
      const csp = String(pub.headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc).toContain('https://connect.facebook.net');
      expect(scriptSrc).not.toMatch(/graph\.facebook\.com|www\.facebook\.com|api\.razorpay\.com/);
    } finally {
      await t.close();
    }
  });
});
