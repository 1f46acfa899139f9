import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { testApp, type TestApp } from '../helpers/app';
import { databaseTargets } from '../helpers/databases';

describe.each(await databaseTargets())('health and errors ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(target);
  });
  afterAll(() => t.close());

  it('answers health', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with the contract error shape', async () => {
    const res = await t.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, error: 'Not Found' });
  });

  it('refuses a state change without the CSRF header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/elasticsearch/public/newssearchitem/advanced-search',
      payload: { primary: 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/X-Requested-With/);
  });
});

describe('configuration', () => {
  it('names the bad variable in one line', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrowError(/^Invalid configuration: PORT: /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrowError(/DATABASE_URL/);
  });
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.dataDir).toBe('./data');
    expect(c.databaseUrl).toBeUndefined();
  });
});
