import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteInfoSchema } from '#shared/schemas/site.ts';
import { testApp, type TestApp } from '../helpers/app';
import { databaseTargets } from '../helpers/databases';

describe.each(await databaseTargets())('public site settings ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(target, {
      SITE_URL: 'https://news.khabar.test/',
      CONTACT_EMAIL: 'desk@khabar.test',
      CONTACT_WHATSAPP: '+91 90000 12345',
    });
  });
  afterAll(() => t.close());

  it('serves the site’s address, the configured contact e-mail and WhatsApp number to visitors', async () => {
    const res = await t.app.inject('/api/public/site');
    expect(res.statusCode).toBe(200);
    expect(siteInfoSchema.parse(res.json())).toEqual({
      // Canonical addresses are built on it: no trailing slash.
      siteUrl: 'https://news.khabar.test',
      contactEmail: 'desk@khabar.test',
      whatsapp: '+91 90000 12345',
      payments: {
        provider: 'sandbox',
        checkoutScript: '/api/payment/khabar/sandbox/checkout.js',
        merchantName: 'Khabar Media (demo seller)',
        sellerStateCode: 19,
      },
      // AUDIO_OFFLINE_MAX_MB's default, 30 MB.
      audio: { offlineMaxBytes: 30 * 1024 * 1024 },
    });
  });

  it('names Razorpay’s checkout script and allows its host in the CSP only when Razorpay is configured', async () => {
    const csp = (r: { headers: Record<string, unknown> }) => String(r.headers['content-security-policy']);
    const sandboxRes = await t.app.inject('/api/public/site');
    expect(csp(sandboxRes)).not.toContain('checkout.razorpay.com');
    const rzp = await testApp(target, {
      PAYMENTS_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_abc123',
      RAZORPAY_KEY_SECRET: 'secret-12345678',
      RAZORPAY_WEBHOOK_SECRET: 'whsec-12345678',
      PAYMENTS_RECONCILE_SECONDS: '0',
    });
    try {
      const res = await rzp.app.inject('/api/public/site');
      expect(res.json().payments).toEqual({
        provider: 'razorpay',
        checkoutScript: 'https://checkout.razorpay.com/v1/checkout.js',
        merchantName: 'Khabar Media (demo seller)',
        sellerStateCode: 19,
      });
      expect(csp(res)).toMatch(/script-src [^;]*https:\/\/checkout\.razorpay\.com/);
    } finally {
      await rzp.close();
    }
  });
});
