import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/accounts';
import { databaseTargets } from '../helpers/databases';
import { client } from '../helpers/payments';

describe.each(await databaseTargets())('smoke ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(target, { LOG_LEVEL: 'error' });
  });
  afterAll(() => t.close());
  it('buys credits', async () => {
    const u = await signIn(t.app, `smoke-${target.name}@example.com`);
    const c = client(t.app, u);
    const o = await c.order(500);
    expect(o.statusCode, o.body).toBe(200);
    const p = await c.pay(o.json().razorpayOrderId);
    expect(p.statusCode, p.body).toBe(200);
    const conf = await c.confirm(p.json());
    expect(conf.statusCode, conf.body).toBe(200);
    expect(await c.balance()).toBe(500);
    const add = await c.call('POST', '/api/membership/khabar/add', { noOfDays: 10 });
    expect(add.statusCode, add.body).toBe(200);
    expect(await c.balance()).toBe(450);
    const h = await c.call('GET', '/api/payment/khabar/order/user/all');
    expect(h.statusCode, h.body).toBe(200);
    const inv = await c.call('GET', `/api/payment/khabar/invoice/order/${h.json().listObject[1].orderId}`);
    expect(inv.statusCode, inv.body).toBe(200);
  });
});
