import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { testApp, type TestApp } from '#tests/helpers/app.ts';
import { databaseTargets } from '#tests/helpers/databases.ts';
import { signIn, type Signed } from '#tests/helpers/accounts.ts';

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
      ['multipart/form-data; boundary=y', '--x\r\nContent-Disposition: form-data; name="userModel"\r\n\r\n{}\r\n--x--\r\n'],
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

  it("answers Fastify's own long-URL and bad-encoding refusals in the contract shape", async () => {
    const bad = await t.app.inject({ method: 'GET', url: `${API.news.category}/%E0%A4%A` });
    expect(bad.statusCode).toBe(400);
    expectContract(bad, 400);
    const long = await t.app.inject({ method: 'GET', url: `${API.news.category}/${'a'.repeat(200)}` });
    expect(long.statusCode).toBeLessThan(500);
    expectContract(long, long.statusCode);
  });
});
