import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { membershipCreditsShort, membershipDaysRange, membershipHeldCap, MESSAGES } from '#shared/messages.ts';
import { membershipAddedSchema, membershipListSchema, transactionListSchema } from '#shared/schemas/payments.ts';
import { testApp, type TestApp } from '../helpers/app';
import { freshIp, signIn } from '../helpers/accounts';
import { databaseTargets } from '../helpers/databases';
import { client, membershipOrderForm } from '../helpers/payments';

const DAY = 24 * 3600 * 1000;

describe.each(await databaseTargets())('memberships and the money rate limit ($name)', (target) => {
  let t: TestApp;
  let n = 0;
  const member = async (credits = 1000) => {
    n += 1;
    const u = await signIn(t.app, `m${n}-${target.name}@example.com`);
    const c = client(t.app, u);
    if (credits) await c.confirm((await c.pay((await c.order(credits)).json().razorpayOrderId)).json());
    return { u, c };
  };
  beforeAll(async () => {
    t = await testApp(target, { PAYMENTS_RECONCILE_SECONDS: '0' });
  });
  afterAll(() => t.close());

  it("adds days for 5 credits each ('Membership added.'), queued after the current membership", async () => {
    const { c, u } = await member(1000);
    const res = await c.call('POST', API.membership.add, { noOfDays: 30 });
    expect(res.statusCode).toBe(200);
    expect(membershipAddedSchema.parse(res.json()).listObject[0]).toEqual({
      message: MESSAGES.membershipAdded,
      credits: 850,
      daysLeft: 30,
    });
    await c.call('POST', API.membership.add, { noOfDays: 10 });
    const list = membershipListSchema.parse((await c.call('GET', `${API.membership.all}?page=0&size=5`)).json());
    expect(list.totalElementCount).toBe(2);
    const [second, first] = list.listObject;
    expect(second!.startDate).toBe(first!.endDate);
    expect(new Date(first!.endDate).getTime() - new Date(first!.startDate).getTime()).toBe(30 * DAY);
    expect(second).toMatchObject({ noOfDays: 10, keycloakUserName: u.user.username });
    // Each row says what it cost: the credits spent, and no card payment.
    expect(first).toMatchObject({ noOfDays: 30, paidWith: 'credits', credits: 150, amountPaise: null });
    expect(second).toMatchObject({ paidWith: 'credits', credits: 50, amountPaise: null });
    expect(await c.days()).toBe(40);
    const page1 = membershipListSchema.parse((await c.call('GET', `${API.membership.all}?page=1&size=1`)).json());
    expect(page1.listObject.map((m) => m.noOfDays)).toEqual([30]);
    // The signed-in state now carries the active membership.
    const me = await t.app.inject({ url: API.user.me, headers: { cookie: u.cookie } });
    expect(me.json().listObject[0]).toMatchObject({ member: true });
    const history = transactionListSchema.parse((await c.call('GET', API.payment.orders)).json());
    expect(history.listObject[0]).toMatchObject({
      type: 'MEMBERSHIP_CREDITS',
      creditedAmount: -50,
      totalAmountPaise: 0,
      invoiceNumber: null,
    });
  });

  it('refuses each limit with 409 naming it, and spends nothing', async () => {
    const { c } = await member(100);
    const add = (noOfDays: number) => c.call('POST', API.membership.add, { noOfDays });
    expect((await add(9)).json()).toMatchObject({ status: 409, message: membershipDaysRange(10, 180) });
    expect((await add(181)).json()).toMatchObject({ status: 409, message: membershipDaysRange(10, 180) });
    expect((await add(21)).json()).toMatchObject({ status: 409, message: membershipCreditsShort(100, 5, 20) });
    expect(await c.balance()).toBe(100);
    const rich = await member(1000);
    await rich.c.confirm((await rich.c.pay((await rich.c.order(500)).json().razorpayOrderId)).json());
    expect((await rich.c.call('POST', API.membership.add, { noOfDays: 170 })).statusCode).toBe(200);
    const over = await rich.c.call('POST', API.membership.add, { noOfDays: 11 });
    expect(over.json()).toMatchObject({ status: 409, message: membershipHeldCap(180, 170, 10) });
    expect(await rich.c.balance()).toBe(1500 - 850);
  });

  it('sells days by card with updateSubscription, checking the held-days limit at order time', async () => {
    const { c, u } = await member(0);
    const email = u.res.json().listObject[0].email as string;
    const bad = await c.call('POST', API.payment.buySubscription, { ...membershipOrderForm(email, 10), unitPrice: 1 });
    expect(bad.json().message).toBe('unitPrice: must be 5.00 (the price of one day)');
    const order = await c.call('POST', API.payment.buySubscription, membershipOrderForm(email, 20, 7));
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().applicationFee).toBe(11_800);
    const paid = (await c.pay(order.json().razorpayOrderId)).json();
    // A credit confirmation route does not settle a membership order.
    expect((await c.confirm(paid)).statusCode).toBe(404);
    const ok = await c.call('PUT', API.payment.updateSubscription, {
      razorpayOrderId: paid.razorpay_order_id,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpaySignature: paid.razorpay_signature,
      membershipBought: true,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await c.days()).toBe(20);
    expect(await c.balance()).toBe(0);
    const tooMany = await c.call('POST', API.payment.buySubscription, membershipOrderForm(email, 161));
    expect(tooMany.json()).toMatchObject({ status: 409, message: membershipHeldCap(180, 20, 160) });
    const history = transactionListSchema.parse((await c.call('GET', API.payment.orders)).json());
    expect(history.listObject[0]).toMatchObject({
      type: 'MEMBERSHIP_CARD',
      totalAmountPaise: 11_800,
      creditedAmount: 0,
      status: 'paid',
    });
    // The membership row says it was paid by card, with the total paid, and spent no credits.
    const list = membershipListSchema.parse((await c.call('GET', API.membership.all)).json());
    expect(list.listObject).toEqual([
      expect.objectContaining({ noOfDays: 20, paidWith: 'card', credits: 0, amountPaise: 11_800 }),
    ]);
  });

  it('answers the 31st call in a minute with 429 and the rate-limit message, then blocks the client for 5 minutes', async () => {
    const { u } = await member(0);
    const ip = freshIp();
    const c = client(t.app, u, ip);
    t.clock.now = new Date('2026-07-01T10:00:00Z');
    try {
      for (let i = 0; i < 30; i++) expect((await c.call('GET', API.payment.orders)).statusCode).toBe(200);
      const limited = await c.call('GET', API.membership.all);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(MESSAGES.rateLimited);
      // The balances the shell reads after each navigation are not counted or blocked.
      expect((await c.call('GET', API.payment.balance)).statusCode).toBe(200);
      t.clock.now = new Date('2026-07-01T10:04:50Z');
      expect((await c.call('POST', API.membership.add, { noOfDays: 10 })).statusCode).toBe(429);
      // Another client is not affected.
      expect((await client(t.app, u).call('GET', API.payment.orders)).statusCode).toBe(200);
      t.clock.now = new Date('2026-07-01T10:05:01Z');
      expect((await c.call('GET', API.payment.orders)).statusCode).toBe(200);
    } finally {
      t.clock.now = new Date();
    }
  });
});
