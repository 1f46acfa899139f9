import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOtpResponseSchema, verifyOtpResponseSchema } from '#shared/schemas/otp.ts';
import { devSmsOutbox } from '#server/providers/sms/index.ts';
import { loadConfig } from '#server/config.ts';
import { testApp, type TestApp } from '../helpers/app';
import { freshIp, signIn, type Signed } from '../helpers/accounts';
import { databaseTargets } from '../helpers/databases';

describe.each(await databaseTargets())('one-time codes ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(target);
  });
  afterAll(() => t.close());

  const send = (who: Signed, phone: string, ip = freshIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/otp/khabar/send/sms',
      headers: who.headers,
      payload: { phone },
      remoteAddress: ip,
    });
  const verify = (who: Signed, otp: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/otp/khabar/verify/sms/${otp}`,
      headers: { 'x-requested-with': 'khabar', cookie: who.cookie },
    });
  const codeFor = async (phone: string, who: Signed) => {
    const res = await t.app.inject({
      url: `/api/khabar/dev/sms/latest?phone=${encodeURIComponent(phone)}`,
      headers: { cookie: who.cookie },
    });
    return res.json().code as string;
  };

  it('sends a 6-digit code, verifies it and saves the phone as verified', async () => {
    const u = await signIn(t.app, 'otp1@example.com');
    const res = await send(u, '+919830012345');
    expect(res.statusCode).toBe(200);
    expect(sendOtpResponseSchema.parse(res.json()).listObject[0]).toEqual({
      status: 'SENT',
      message: 'Otp Sent Successfully!',
    });
    const code = await codeFor('+919830012345', u);
    expect(code).toMatch(/^\d{6}$/);
    // Nobody else reads the code: not a visitor, not another signed-in user.
    const url = `/api/khabar/dev/sms/latest?phone=${encodeURIComponent('+919830012345')}`;
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const other = await signIn(t.app, 'otp-other@example.com');
    expect((await t.app.inject({ url, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect(devSmsOutbox().at(-1)?.text).toContain(code);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(verifyOtpResponseSchema.parse((await verify(u, wrong)).json()).listObject).toEqual([false]);
    expect((await verify(u, code)).json().listObject).toEqual([true]);
    const me = await t.app.inject({ url: '/api/khabar/auth/me', headers: { cookie: u.cookie } });
    expect(me.json().listObject[0].phone).toEqual({
      number: '98300 12345',
      internationalNumber: '+91 98300 12345',
      nationalNumber: '098300 12345',
      e164Number: '+919830012345',
      countryCode: 'IN',
      dialCode: '+91',
      phoneVerified: true,
    });
    // A used code does not work twice.
    expect((await verify(u, code)).json().listObject).toEqual([false]);
  });

  it('never shows one account the code another asked for to the same phone', async () => {
    const phone = '+919830054321';
    const first = await signIn(t.app, 'otp-same-a@example.com');
    const second = await signIn(t.app, 'otp-same-b@example.com');
    expect((await send(first, phone)).statusCode).toBe(200);
    const firstCode = await codeFor(phone, first);
    expect((await send(second, phone)).statusCode).toBe(200);
    const secondCode = devSmsOutbox()
      .at(-1)!
      .text.match(/\b(\d{6})\b/)![1]!;
    // Each reads the message it asked for, whoever asked last.
    expect(await codeFor(phone, first)).toBe(firstCode);
    expect(await codeFor(phone, second)).toBe(secondCode);
    // Codes can coincide (one in a million); then the test shows nothing.
    if (firstCode !== secondCode) {
      expect((await verify(first, secondCode)).json().listObject).toEqual([false]);
      expect((await verify(second, firstCode)).json().listObject).toEqual([false]);
    }
    expect((await verify(first, firstCode)).json().listObject).toEqual([true]);
  });

  it('stores only a hash of the code', async () => {
    const u = await signIn(t.app, 'otp-hash@example.com');
    await send(u, '+919830000001');
    const code = await codeFor('+919830000001', u);
    const rows = await t.handle.db.selectFrom('otp_codes').selectAll().where('user_id', '=', u.user.userId).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('rejects numbers that are not E.164 or not Indian mobiles, naming the field', async () => {
    const u = await signIn(t.app, 'otp2@example.com');
    for (const phone of ['9830012345', '+91 98300 12345', '+9198300123', '+915830012345']) {
      const res = await send(u, phone);
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().message).toMatch(/^phone:/);
    }
    expect(
      await t.handle.db.selectFrom('otp_codes').selectAll().where('user_id', '=', u.user.userId).execute(),
    ).toEqual([]);
  });

  it('allows 5 tries, then the code is dead even when right', async () => {
    const u = await signIn(t.app, 'otp3@example.com');
    await send(u, '+919830000003');
    const code = await codeFor('+919830000003', u);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) expect((await verify(u, wrong)).json().listObject).toEqual([false]);
    expect((await verify(u, code)).json().listObject).toEqual([false]);
  });

  it('does not count a code of the wrong length as a try', async () => {
    const u = await signIn(t.app, 'otp-len@example.com');
    await send(u, '+919830000004');
    const code = await codeFor('+919830000004', u);
    for (let i = 0; i < 6; i++) await verify(u, code.slice(0, 5));
    expect((await verify(u, code)).json().listObject).toEqual([true]);
  });

  it('expires a code after 5 minutes', async () => {
    const u = await signIn(t.app, 'otp4@example.com');
    await send(u, '+919830000005');
    const code = await codeFor('+919830000005', u);
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 5 * 60_000 + 1000);
    try {
      expect((await verify(u, code)).json().listObject).toEqual([false]);
    } finally {
      t.clock.now = saved;
    }
  });

  it('sends at most 3 codes per 10 minutes per user, and only the newest code counts', async () => {
    const u = await signIn(t.app, 'otp5@example.com');
    const phone = '+919830000006';
    expect((await send(u, phone)).statusCode).toBe(200);
    const first = await codeFor(phone, u);
    expect((await send(u, phone)).statusCode).toBe(200);
    expect((await send(u, phone)).statusCode).toBe(200);
    const last = await codeFor(phone, u);
    const fourth = await send(u, phone);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ status: 429, error: 'Too Many Requests' });
    expect(fourth.json().message).toMatch(/At most 3 codes/);
    if (first !== last) expect((await verify(u, first)).json().listObject).toEqual([false]);
    expect((await verify(u, last)).json().listObject).toEqual([true]);
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 10 * 60_000 + 1000);
    try {
      expect((await send(u, phone)).statusCode).toBe(200);
    } finally {
      t.clock.now = saved;
    }
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/otp/khabar/send/sms',
      headers: { 'x-requested-with': 'khabar', 'content-type': 'application/json' },
      payload: { phone: '+919830012345' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe.each(await databaseTargets())(
  'one-time codes in a production server without an SMS provider ($name)',
  (target) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await testApp(target, { NODE_ENV: 'production', DEMO_LOGIN: 'true' });
    });
    afterAll(() => t.close());

    it('refuses to send (503, clear message) instead of pretending, and has no development endpoint', async () => {
      const u = await signIn(t.app, 'prod@example.com');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/otp/khabar/send/sms',
        headers: u.headers,
        payload: { phone: '+919830012345' },
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/no SMS provider is configured/);
      expect((await t.app.inject('/api/khabar/dev/sms/latest?phone=%2B919830012345')).statusCode).toBe(404);
    });
  },
);

describe('one-time codes configuration', () => {
  it('refuses the development sender in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'dev' })).toThrowError(/SMS_PROVIDER/);
  });
  it('has no sender in production unless a real provider is configured', () => {
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX_IN_PRODUCTION: 'true' }).sms.provider).toBeNull();
    expect(loadConfig({ NODE_ENV: 'development' }).sms.provider).toBe('dev');
  });
});
