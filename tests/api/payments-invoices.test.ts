import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { transactionListSchema } from '#shared/schemas/payments.ts';
import { financialYear } from '#server/modules/payments/invoice-number.ts';
import { testApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/accounts';
import { databaseTargets } from '../helpers/databases';
import { client, pdfText } from '../helpers/payments';

describe.each(await databaseTargets())('tax invoices ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(target, {
      PAYMENTS_RECONCILE_SECONDS: '0',
      SELLER_NAME: 'Khabar Test Seller',
      SELLER_ADDRESS: '1 Test Road, Kolkata 700001',
      SELLER_GSTIN: '19AAACK9999Q1Z2',
      ADMIN_EMAILS: `admin-${target.name}@example.com`,
      DEMO_ADMINS: 'true',
    });
  });
  afterAll(() => t.close());

  const buy = async (email: string, credits: number, state: number) => {
    const u = await signIn(t.app, email);
    const c = client(t.app, u);
    await c.confirm((await c.pay((await c.order(credits, state)).json().razorpayOrderId)).json());
    const row = transactionListSchema.parse((await c.call('GET', API.payment.orders)).json()).listObject[0]!;
    return { u, c, row };
  };

  it('holds the seller, GSTIN, number, SAC, place of supply, buyer and each tax head', async () => {
    t.clock.now = new Date('2026-11-20T10:00:00Z');
    const { c, row } = await buy(`inv-wb-${target.name}@example.com`, 500, 19);
    expect(row.invoiceNumber).toMatch(/^KH\/2627\/\d{6}$/);
    expect(row.invoiceNumber!.length).toBeLessThanOrEqual(16);
    const res = await c.call('GET', `${API.payment.invoice}/${row.orderId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    for (const piece of [
      'TAX INVOICE',
      'Khabar Test Seller',
      '1 Test Road, Kolkata 700001',
      'GSTIN: 19AAACK9999Q1Z2',
      row.invoiceNumber!,
      'SAC 998431',
      'Taxable value',
      'INR 500.00',
      'CGST @ 9%',
      'SGST @ 9%',
      'INR 45.00',
      'INR 590.00',
      'Place of supply: 19 - West Bengal',
      'Asha Roy',
      '20 Nov 2026',
    ])
      expect(text).toContain(piece);
    expect(text).not.toContain('IGST');

    const ka = await buy(`inv-ka-${target.name}@example.com`, 1000, 29);
    const kaText = await pdfText((await ka.c.call('GET', `${API.payment.invoice}/${ka.row.orderId}`)).rawPayload);
    for (const piece of ['IGST @ 18%', 'INR 180.00', 'INR 1,180.00', 'Place of supply: 29 - Karnataka'])
      expect(kaText).toContain(piece);
    expect(kaText).not.toContain('CGST');
  });

  it('numbers invoices consecutively within a financial year and starts again in the next', async () => {
    t.clock.now = new Date('2027-03-31T18:00:00Z'); // 31 March 23:30 IST: still 2026-27
    const a = (await buy(`seq-a-${target.name}@example.com`, 100, 19)).row.invoiceNumber!;
    const b = (await buy(`seq-b-${target.name}@example.com`, 100, 19)).row.invoiceNumber!;
    expect(Number(b.slice(-6))).toBe(Number(a.slice(-6)) + 1);
    t.clock.now = new Date('2027-03-31T18:31:00Z'); // 1 April 00:01 IST
    expect(financialYear(t.clock.now)).toBe('2728');
    expect((await buy(`seq-c-${target.name}@example.com`, 100, 19)).row.invoiceNumber).toBe('KH/2728/000001');
    t.clock.now = new Date();
  });

  it('lets only the owner or an admin fetch it, and regenerating keeps the number', async () => {
    const { c, row } = await buy(`own-${target.name}@example.com`, 200, 27);
    const stranger = client(t.app, await signIn(t.app, `stranger-${target.name}@example.com`));
    expect((await stranger.call('GET', `${API.payment.invoice}/${row.orderId}`)).statusCode).toBe(403);
    expect((await stranger.call('POST', `${API.payment.invoice}/${row.orderId}/regenerate`)).statusCode).toBe(403);
    const admin = client(t.app, await signIn(t.app, `admin-${target.name}@example.com`));
    expect((await admin.call('GET', `${API.payment.invoice}/${row.orderId}`)).statusCode).toBe(200);
    const again = await c.call('POST', `${API.payment.invoice}/${row.orderId}/regenerate`);
    expect(again.statusCode).toBe(200);
    expect(await pdfText(again.rawPayload)).toContain(row.invoiceNumber!);
    expect((await c.call('GET', `${API.payment.invoice}/999999`)).statusCode).toBe(404);
  });

  it('keeps orders and invoices when the account is deleted, with the link to the person cut', async () => {
    const { u, row } = await buy(`gone-${target.name}@example.com`, 300, 19);
    await client(t.app, u).call('POST', API.membership.add, { noOfDays: 10 });
    const del = await t.app.inject({
      method: 'DELETE',
      url: API.user.removeUser,
      headers: { cookie: u.cookie, 'x-requested-with': 'khabar' },
    });
    expect(del.statusCode).toBeLessThan(300);
    const order = await t.handle.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', row.orderId!)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ user_id: null, status: 'paid', total_paise: 35_400 });
    const invoice = await t.handle.db
      .selectFrom('invoices')
      .select(['user_id', 'number'])
      .where('order_id', '=', row.orderId!)
      .executeTakeFirstOrThrow();
    expect(invoice).toEqual({ user_id: null, number: row.invoiceNumber });
    for (const table of ['credit_ledger', 'credit_balances', 'memberships'] as const) {
      expect(
        await t.handle.db.selectFrom(table).select('user_id').where('user_id', '=', u.user.userId).execute(),
        table,
      ).toEqual([]);
    }
  });
});
