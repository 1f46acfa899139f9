import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteInfoSchema } from '#shared/schemas/site.ts';
import { testApp, type TestApp } from '../helpers/app';
import { databaseTargets } from '../helpers/databases';

describe.each(await databaseTargets())('public site settings ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(target, { CONTACT_EMAIL: 'desk@khabar.test', CONTACT_WHATSAPP: '+91 90000 12345' });
  });
  afterAll(() => t.close());

  it('serves the configured contact e-mail and WhatsApp number to visitors', async () => {
    const res = await t.app.inject('/api/public/site');
    expect(res.statusCode).toBe(200);
    expect(siteInfoSchema.parse(res.json())).toEqual({
      contactEmail: 'desk@khabar.test',
      whatsapp: '+91 90000 12345',
    });
  });
});
