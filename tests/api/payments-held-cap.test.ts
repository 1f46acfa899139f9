import { describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { computeTax } from '#shared/gst.ts';
import { membershipPastHeldCap, paymentSuccess, refundPastHeldDays } from '#shared/messages.ts';
import { transactionListSchema } from '#shared/schemas/payments.ts';
import type { Signed } from '../helpers/accounts';
import { databaseTargets } from '../helpers/databases';
import {
  capturedWebhook,
  membershipOrderForm,
  moneySuite,
  pdfText,
  type client,
  type PayResponse,
} from '../helpers/payments';

// The 180 days held are a rule of the money, not only of the order form: two card orders of
// 180 days each pass the check at order time, but paying both must not leave 360 days. Whatever
// was paid past the limit is kept as credits (5 a day), and the buyer is told so.

describe.each(await databaseTargets())('the days held, checked again when a card payment lands ($name)', (target) => {
  const suite = moneySuite(target, 'held');
  const buyer = () => suite.buyer();
  const emailOf = (u: Signed) => u.res.json().listObject[0].email as string;
  /** A card order of `days`, paid on the sandbox sheet (not yet confirmed). */
  const paidOrder = async (u: Signed, c: ReturnType<typeof client>, days: number) => {
    const order = await c.call('POST', API.payment.buySubscription, membershipOrderForm(emailOf(u), days));
    expect(order.statusCode, order.body).toBe(200);
    const pay = await c.pay(order.json().razorpayOrderId as string);
    expect(pay.statusCode, pay.body).toBe(200);
    return pay.json() as PayResponse;
  };
  const confirmSubscription = (c: ReturnType<typeof client>, p: PayResponse) =>
    c.call('PUT', API.payment.updateSubscription, {
      razorpayOrderId: p.razorpay_order_id,
      razorpayPaymentId: p.razorpay_payment_id,
      razorpaySignature: p.razorpay_signature,
      membershipBought: true,
    });
  /** What each of the user's orders gave, read from the stored rows. */
  const given = async (userId: number) => {
    const orders = await suite.t.handle.db
      .selectFrom('orders')
      .select(['id', 'days', 'status', 'taxable_paise'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return Promise.all(
      orders.map(async (o) => {
        const memberships = await suite.t.handle.db
          .selectFrom('memberships')
          .select('no_of_days')
          .where('order_id', '=', o.id)
          .execute();
        const entries = await suite.t.handle.db
          .selectFrom('credit_ledger')
          .select('delta')
          .where('order_id', '=', o.id)
          .execute();
        const payments = await suite.t.handle.db
          .selectFrom('payments')
          .select('id')
          .where('order_id', '=', o.id)
          .execute();
        return {
          status: o.status,
          orderedDays: o.days!,
          taxablePaise: o.taxable_paise,
          membershipRows: memberships.length,
          days: memberships.reduce((s, m) => s + m.no_of_days, 0),
          ledgerEntries: entries.length,
          credits: entries.reduce((s, e) => s + e.delta, 0),
          payments: payments.length,
        };
      }),
    );
  };

  it('grants the second 180-day order no days and keeps its 900 credits, telling the buyer', async () => {
    const { u, c } = await buyer();
    const first = await paidOrder(u, c, 180);
    const second = await paidOrder(u, c, 180);
    const ok1 = await confirmSubscription(c, first);
    expect(ok1.statusCode, ok1.body).toBe(200);
    expect(ok1.json().listObject[0].message).toBe(paymentSuccess(first.razorpay_payment_id));
    const ok2 = await confirmSubscription(c, second);
    expect(ok2.statusCode, ok2.body).toBe(200);
    const told = `${paymentSuccess(second.razorpay_payment_id)}. ${membershipPastHeldCap(180, 0, 900, null)}`;
    expect(ok2.json().listObject[0].message).toBe(told);
    expect(await c.days()).toBe(180);
    expect(await c.balance()).toBe(900);
    // A replay says the same and gives nothing more.
    const replay = await confirmSubscription(c, second);
    expect(replay.json().listObject[0].message).toBe(told);
    expect(await c.days()).toBe(180);
    expect(await c.balance()).toBe(900);
    // The history shows where the second payment went.
    const history = transactionListSchema.parse((await c.call('GET', API.payment.orders)).json());
    expect(history.listObject.map((r) => [r.type, r.status, r.creditedAmount])).toEqual([
      ['MEMBERSHIP_CARD', 'paid', 900],
      ['MEMBERSHIP_CARD', 'paid', 0],
    ]);
    const order = await suite.t.handle.db
      .selectFrom('orders')
      .select('note')
      .where('provider_order_id', '=', second.razorpay_order_id)
      .executeTakeFirstOrThrow();
    expect(order.note).toBe('held-days limit reached: 0 days granted, 900 credits kept');
  });

  it('grants the days that still fit and keeps the rest as credits', async () => {
    const { u, c } = await buyer();
    const first = await paidOrder(u, c, 150);
    const second = await paidOrder(u, c, 30);
    const third = await paidOrder(u, c, 30);
    for (const p of [first, second]) expect((await confirmSubscription(c, p)).statusCode).toBe(200);
    expect(await c.days()).toBe(180);
    const ok = await confirmSubscription(c, third);
    expect(ok.json().listObject[0].message).toBe(
      `${paymentSuccess(third.razorpay_payment_id)}. ${membershipPastHeldCap(180, 0, 150, null)}`,
    );
    // Another buyer with 170 days: a 30-day order gives 10 days and 100 credits.
    const other = await buyer();
    const a = await paidOrder(other.u, other.c, 170);
    const b = await paidOrder(other.u, other.c, 30);
    await confirmSubscription(other.c, a);
    const partly = await confirmSubscription(other.c, b);
    expect(partly.json().listObject[0].message).toBe(
      `${paymentSuccess(b.razorpay_payment_id)}. ${membershipPastHeldCap(180, 10, 100, null)}`,
    );
    expect(await other.c.days()).toBe(180);
    expect(await other.c.balance()).toBe(100);
  });

  it('reports as a refund what the credit balance cap cannot hold', async () => {
    const { u, c } = await buyer();
    // 1,000 credits first: the second order's 900 credits find room for only 500.
    await c.confirm((await c.pay((await c.order(1000)).json().razorpayOrderId)).json());
    const first = await paidOrder(u, c, 180);
    const second = await paidOrder(u, c, 180);
    await confirmSubscription(c, first);
    const ok = await confirmSubscription(c, second);
    const refund = { credits: 400, rupees: (computeTax(400, 19).totalPaise / 100).toFixed(2) };
    expect(refund.rupees).toBe('472.00');
    expect(ok.json().listObject[0].message).toBe(
      `${paymentSuccess(second.razorpay_payment_id)}. ${membershipPastHeldCap(180, 0, 500, refund)}`,
    );
    expect(await c.balance()).toBe(1500);
    expect(await c.days()).toBe(180);
    const order = await suite.t.handle.db
      .selectFrom('orders')
      .select('note')
      .where('provider_order_id', '=', second.razorpay_order_id)
      .executeTakeFirstOrThrow();
    expect(order.note).toBe("held-days limit reached: 0 days granted, 500 credits kept, 400 credits' worth refund due");
  });

  it('issues a credit note against the invoice for the part refunded, in a series of its own, once', async () => {
    const { u, c } = await buyer();
    await c.confirm((await c.pay((await c.order(1000)).json().razorpayOrderId)).json());
    const first = await paidOrder(u, c, 180);
    const second = await paidOrder(u, c, 180);
    await confirmSubscription(c, first);
    const answers = await Promise.all([confirmSubscription(c, second), confirmSubscription(c, second)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await confirmSubscription(c, second)).toHaveProperty('statusCode', 200);

    // The order stays paid with its tax invoice for the whole payment; the history shows the
    // refund and the credit note issued for it.
    const history = transactionListSchema.parse((await c.call('GET', API.payment.orders)).json()).listObject;
    const row = history.find((h) => h.razorpayOrderId === second.razorpay_order_id)!;
    const refunded = computeTax(400, 19);
    expect(row).toMatchObject({ status: 'paid', invoiceNumber: expect.stringMatching(/^KH\/\d{4}\/\d{6}$/) });
    expect(row.refund).toEqual({
      amountPaise: refunded.totalPaise,
      reason: refundPastHeldDays(180, 1500, 400),
      status: 'processed',
      creditNoteNumber: expect.stringMatching(/^KHC\/\d{4}\/\d{5}$/),
    });
    for (const other of history.filter((h) => h !== row)) expect(other.refund).toBeNull();

    // One credit note, for the refunded amount with its GST split, referring to the order's invoice.
    const db = suite.t.handle.db;
    const notes = await db.selectFrom('credit_notes').selectAll().where('order_id', '=', row.orderId!).execute();
    const invoice = await db
      .selectFrom('invoices')
      .select(['id', 'number'])
      .where('order_id', '=', row.orderId!)
      .executeTakeFirstOrThrow();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      number: row.refund!.creditNoteNumber,
      credits: 400,
      taxable_paise: 40_000,
      cgst_paise: 3_600,
      sgst_paise: 3_600,
      igst_paise: 0,
      total_paise: refunded.totalPaise,
    });
    expect(Number(notes[0]!.invoice_id)).toBe(Number(invoice.id));
    const refund = await db
      .selectFrom('refunds')
      .select(['id', 'amount_paise'])
      .where('order_id', '=', row.orderId!)
      .executeTakeFirstOrThrow();
    expect(Number(notes[0]!.refund_id)).toBe(Number(refund.id));
    expect(refund.amount_paise).toBe(notes[0]!.total_paise);
    // Credit notes are numbered in their own series: 1, 2, … whatever the invoices' numbers.
    const series = await db.selectFrom('credit_notes').select('sequence').orderBy('sequence').execute();
    expect(series.map((n) => n.sequence)).toEqual(series.map((_, i) => i + 1));

    // Downloadable as the invoice is, by the buyer (or an admin), not by anyone else.
    const pdf = await c.call('GET', `${API.payment.invoice}/${row.orderId}/credit-note`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(
      `credit-note-${row.refund!.creditNoteNumber!.replaceAll('/', '-')}.pdf`,
    );
    const text = await pdfText(pdf.rawPayload);
    for (const piece of [
      'CREDIT NOTE',
      row.refund!.creditNoteNumber!,
      `Against tax invoice ${invoice.number}`,
      refundPastHeldDays(180, 1500, 400),
      'INR 400.00',
      'CGST @ 9%',
      'INR 36.00',
      'INR 472.00',
    ])
      expect(text).toContain(piece);
    const stranger = await buyer();
    expect((await stranger.c.call('GET', `${API.payment.invoice}/${row.orderId}/credit-note`)).statusCode).toBe(403);
    const firstRow = history.find((h) => h.razorpayOrderId === first.razorpay_order_id)!;
    expect((await c.call('GET', `${API.payment.invoice}/${firstRow.orderId}/credit-note`)).statusCode).toBe(404);
  });

  it('holds at most 180 days when two 180-day payments are confirmed at once, crediting each exactly once', async () => {
    const { u, c } = await buyer();
    const orders = [await paidOrder(u, c, 180), await paidOrder(u, c, 180)];
    const webhook = (p: PayResponse, i: number) =>
      capturedWebhook(
        suite.t.app,
        { id: p.razorpay_payment_id, orderId: p.razorpay_order_id, amount: 106_200 },
        i % 2 ? 'payment.captured' : 'order.paid',
        `evt_${p.razorpay_order_id.slice(6)}${i}`,
      );
    const results = await Promise.all(
      orders.flatMap((p) => [
        ...Array.from({ length: 5 }, () => confirmSubscription(c, p)),
        ...Array.from({ length: 5 }, (_, i) => webhook(p, i)),
      ]),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await c.days()).toBe(180);
    expect(await c.balance()).toBe(900);
    const rows = await given(u.user.userId);
    for (const r of rows) {
      expect(r).toMatchObject({ status: 'paid', orderedDays: 180, payments: 1 });
      expect(r.membershipRows).toBeLessThanOrEqual(1);
      expect(r.ledgerEntries).toBeLessThanOrEqual(1);
      // Conserved to the paisa: what was paid before tax is the days granted plus the credits kept.
      expect(r.days * 500 + r.credits * 100).toBe(r.taxablePaise);
    }
    expect(rows.map((r) => [r.days, r.credits]).sort()).toEqual([
      [0, 900],
      [180, 0],
    ]);
    // Each confirmation of the order that gave credits says so; the other's says plain success.
    const messages = results.filter((_, i) => i % 10 < 5).map((r) => r.json().listObject[0].message as string);
    expect(messages.filter((m) => m.includes(membershipPastHeldCap(180, 0, 900, null)))).toHaveLength(5);
  });
});
