import type { Page } from '@playwright/test';
import { API } from '#shared/api-paths.ts';
import { expect, test } from './fixtures';
import { buyCredits, becomeMember } from './payments';
import { CSRF, newPerson, signIn } from './sign-in';

// The sandbox provider's own browser side: its checkout.js and test payment sheet behave as
// Razorpay's widget does (handler, payment.failed, modal.ondismiss), by mouse and keyboard.

type Outcome = {
  paid?: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
  failed?: { error: { code: string } };
  dismissed?: boolean;
};

async function openCheckout(page: Page, credits = 100): Promise<string> {
  const me = (await (await page.request.get(API.user.me)).json()) as { listObject: { email: string }[] };
  const order = await page.request.post(API.payment.order, {
    data: {
      customerName: 'Sheet Tester',
      email: me.listObject[0]!.email,
      phoneNumber: '9830012345',
      totalAmount: credits * 1.18,
      actualAmount: credits,
      unitPrice: 1,
      cgst: credits * 0.09,
      sgst: credits * 0.09,
      igst: 0,
      placeOfSupplyCode: 19,
    },
    headers: CSRF,
  });
  expect(order.ok(), await order.text()).toBeTruthy();
  const { razorpayOrderId, secretKey, applicationFee } = (await order.json()) as {
    razorpayOrderId: string;
    secretKey: string;
    applicationFee: number;
  };
  const site = (await (await page.request.get(API.site)).json()) as { payments: { checkoutScript: string } };
  await page.addScriptTag({ url: site.payments.checkoutScript });
  await page.evaluate(
    ({ key, orderId, amount }) => {
      const w = window as unknown as {
        outcome: Outcome;
        Razorpay: new (o: object) => { open(): void; on(e: string, f: (x: unknown) => void): void };
      };
      w.outcome = {};
      const rzp = new w.Razorpay({
        key,
        amount,
        currency: 'INR',
        name: 'Khabar',
        description: 'Credits',
        order_id: orderId,
        prefill: { name: 'Sheet Tester', email: 'sheet@example.com', contact: '9830012345' },
        handler: (res: Outcome['paid']) => (w.outcome.paid = res),
        modal: { ondismiss: () => (w.outcome.dismissed = true) },
      });
      rzp.on('payment.failed', (e) => (w.outcome.failed = e as Outcome['failed']));
      rzp.open();
    },
    { key: secretKey, orderId: razorpayOrderId, amount: applicationFee },
  );
  return razorpayOrderId;
}

const outcome = (page: Page) => page.evaluate(() => (window as unknown as { outcome: Outcome }).outcome);
const sheet = (page: Page) => page.frameLocator('iframe[title="Sandbox payment"]');

for (const width of [360, 1280]) {
  test(`the sandbox sheet pays, and the signed response confirms the order (${width} px)`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, newPerson('Sheet', 'Payer'));
    await page.goto('/dashboard/news');
    const orderId = await openCheckout(page, 200);
    const pay = sheet(page).getByRole('button', { name: 'Pay ₹236.00' });
    await expect(pay).toBeFocused();
    await expect(sheet(page).getByRole('dialog', { name: 'Khabar' })).toBeVisible();
    await page.screenshot({ path: `.tmp/pay-sandbox-sheet-${width}.png` });
    await pay.click();
    await expect.poll(async () => (await outcome(page)).paid?.razorpay_order_id).toBe(orderId);
    await expect(page.locator('iframe[title="Sandbox payment"]')).toHaveCount(0);
    const paid = (await outcome(page)).paid!;
    const confirm = await page.request.put(API.payment.order, {
      data: {
        razorpayOrderId: orderId,
        razorpayPaymentId: paid.razorpay_payment_id,
        razorpaySignature: paid.razorpay_signature,
      },
      headers: CSRF,
    });
    expect(((await confirm.json()) as { listObject: { message: string }[] }).listObject[0]!.message).toBe(
      `Payment Success. Payment ID: ${paid.razorpay_payment_id}`,
    );
    expect(
      ((await (await page.request.get(API.payment.balance)).json()) as { listObject: number[] }).listObject[0],
    ).toBe(200);
  });
}

test('the sandbox sheet by keyboard: Fail reports payment.failed and stays open, Escape dismisses', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, newPerson('Sheet', 'Keys'));
  await page.goto('/dashboard/news');
  await openCheckout(page);
  const frame = sheet(page);
  await expect(frame.getByRole('button', { name: /^Pay/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(frame.getByRole('button', { name: 'Fail' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await outcome(page)).failed?.error.code).toBe('BAD_REQUEST_ERROR');
  await expect(frame.getByRole('status')).toContainText('Payment failed');
  await page.screenshot({ path: '.tmp/pay-sandbox-failed-360.png' });
  // Focus stays inside the sheet: Tab from Close wraps to Pay.
  await frame.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Tab');
  await expect(frame.getByRole('button', { name: /^Pay/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await outcome(page)).dismissed).toBe(true);
  await expect(page.locator('iframe[title="Sandbox payment"]')).toHaveCount(0);
});

test('the browser-test helpers buy credits and a membership through the real API', async ({ page }) => {
  test.slow();
  await signIn(page, newPerson('Helper', 'Buyer'));
  await buyCredits(page, 300);
  await becomeMember(page, 20);
  const days = ((await (await page.request.get(API.membership.balance)).json()) as { listObject: number[] })
    .listObject[0];
  expect(days).toBe(20);
  const credits = ((await (await page.request.get(API.payment.balance)).json()) as { listObject: number[] })
    .listObject[0];
  expect(credits).toBe(200);
});
