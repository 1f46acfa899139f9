import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS, testApp, type TestApp } from '../helpers/app';
import { demoToken, freshIp } from '../helpers/accounts';
import { databaseTargets } from '../helpers/databases';

describe.each(await databaseTargets())('accounts security: https cookies, rate limits ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(target, { SITE_URL: 'https://khabar.example', SIGNIN_RATE_LIMIT: '3', OTP_RATE_LIMIT: '2' });
  });
  afterAll(() => t.close());

  const tokenCall = (ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/khabar/auth/demo/token',
      headers: CLIENT_HEADERS,
      payload: { email: 'rl@example.com', name: 'RL' },
      remoteAddress: ip,
    });
  const socialCall = (ip: string, idToken: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/khabar/auth/social',
      headers: { ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}) },
      payload: { provider: 'demo', idToken, rememberMe: 'Yes' },
      remoteAddress: ip,
    });

  it('sets Secure and the __Host- prefix over https', async () => {
    const res = await socialCall(freshIp(), await demoToken(t.app, 'secure@example.com'));
    const c = res.cookies.find((x) => x.name === '__Host-khabar_session')!;
    expect(c).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(c.domain).toBeUndefined();
    expect(res.cookies.find((x) => x.name === 'rememberMe')).toMatchObject({ secure: true });
    const me = await t.app.inject({
      url: '/api/khabar/auth/me',
      headers: { cookie: `__Host-khabar_session=${c.value}` },
    });
    expect(me.json().totalElementCount).toBe(1);
  });

  it('rate-limits demo tokens per IP with the contract error shape', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await tokenCall(ip)).statusCode).toBe(200);
    const res = await tokenCall(ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ status: 429, error: 'Too Many Requests' });
    expect(res.json().message).toMatch(/Try again in \d+ seconds/);
    expect((await tokenCall(freshIp())).statusCode).toBe(200); // another client is not affected
  });

  it('rate-limits social sign-in per IP', async () => {
    const ip = freshIp();
    const token = await demoToken(t.app, 'rl2@example.com');
    for (let i = 0; i < 3; i++) expect((await socialCall(ip, token)).statusCode).toBe(200);
    expect((await socialCall(ip, token)).statusCode).toBe(429);
  });

  it('counts demo tokens and social sign-ins against one budget per IP', async () => {
    const ip = freshIp();
    const token = await demoToken(t.app, 'rl3@example.com');
    expect((await tokenCall(ip)).statusCode).toBe(200);
    expect((await socialCall(ip, token)).statusCode).toBe(200);
    expect((await tokenCall(ip)).statusCode).toBe(200);
    const over = await socialCall(ip, token);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ status: 429, error: 'Too Many Requests' });
    expect((await tokenCall(ip)).statusCode).toBe(429);
    expect((await socialCall(freshIp(), token)).statusCode).toBe(200); // another client is not affected
  });

  it('rate-limits code sending per IP, across users', async () => {
    const ip = freshIp();
    const send = async (email: string) => {
      const s = await socialCall(freshIp(), await demoToken(t.app, email));
      const cookie = `__Host-khabar_session=${s.cookies.find((x) => x.name === '__Host-khabar_session')!.value}`;
      return t.app.inject({
        method: 'POST',
        url: '/api/otp/khabar/send/sms',
        headers: { ...CLIENT_HEADERS, cookie },
        payload: { phone: '+919830099999' },
        remoteAddress: ip,
      });
    };
    expect((await send('o1@example.com')).statusCode).toBe(200);
    expect((await send('o2@example.com')).statusCode).toBe(200);
    const third = await send('o3@example.com');
    expect(third.statusCode).toBe(429);
    expect(third.json().status).toBe(429);
  });
});
