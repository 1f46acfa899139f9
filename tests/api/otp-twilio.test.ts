import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers/app';
import { freshIp, signIn } from '../helpers/accounts';
import { databaseTargets } from '../helpers/databases';
import { startTwilioServer } from '../helpers/twilio-server';

const SID = 'AC0123456789abcdef0123456789abcdef';
const twilio = await startTwilioServer({ accountSid: SID, authToken: 'tw-token' });
afterAll(() => twilio.close());

describe.each(await databaseTargets())('one-time codes through Twilio, in production ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(target, {
      NODE_ENV: 'production',
      DEMO_LOGIN: 'true',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: 'tw-token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: twilio.apiUrl,
    });
  });
  afterAll(() => t.close());

  it('sends the code by SMS and verifies it', async () => {
    const u = await signIn(t.app, `tw-${target.name}@example.com`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/otp/khabar/send/sms',
      headers: u.headers,
      payload: { phone: '+919830054321' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    const sms = twilio.messages.at(-1)!;
    expect(sms).toMatchObject({ to: '+919830054321', from: '+15005550006' });
    const code = /\b(\d{6})\b/.exec(sms.body)![1]!;
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/otp/khabar/verify/sms/${code}`,
      headers: { 'x-requested-with': 'khabar', cookie: u.cookie },
    });
    expect(ok.json().listObject).toEqual([true]);
  });

  it('answers the send error message when the provider fails, and the code is unusable', async () => {
    const u = await signIn(t.app, `tw-fail-${target.name}@example.com`);
    twilio.fail(true);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/otp/khabar/send/sms',
        headers: u.headers,
        payload: { phone: '+919830054322' },
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('Error while ending sending Otp!');
      const rows = await t.handle.db
        .selectFrom('otp_codes')
        .select('used')
        .where('user_id', '=', u.user.userId)
        .execute();
      expect(rows).toEqual([{ used: true }]);
    } finally {
      twilio.fail(false);
    }
  });
});
