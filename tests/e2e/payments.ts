import { expect, type Page } from '@playwright/test';
import { API } from '#shared/api-paths.ts';
import { creditOrderForm, membershipOrderForm } from '#tests/helpers/order-forms.ts';
import { CSRF } from './sign-in';

// Browser-test helpers that buy through the real API (the page's cookies, the CSRF header) and
// pay in the built-in sandbox through its HTTP API, exactly as its payment sheet does.

type Paid = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

async function me(page: Page): Promise<{ email: string }> {
  const res = await page.request.get(API.user.me);
  const user = ((await res.json()) as { listObject: { email: string }[] }).listObject[0];
  expect(user, 'buyCredits/becomeMember need a signed-in page (signIn first)').toBeTruthy();
  return user!;
}

/** Pay a sandbox order with the sheet's Pay button, over HTTP. */
export async function paySandboxOrder(page: Page, orderId: string): Promise<Paid> {
  const res = await page.request.post(`${API.payment.sandbox}/pay`, {
    data: { order_id: orderId, outcome: 'pay' },
    headers: CSRF,
  });
  expect(res.ok(), `sandbox pay: ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as Paid;
}

/** Buy `credits` (100–1000) by card in the sandbox: create the order, pay, confirm. Returns the payment id. */
export async function buyCredits(page: Page, credits: number, placeOfSupplyCode = 19): Promise<string> {
  const { email } = await me(page);
  const order = await page.request.post(API.payment.order, {
    data: creditOrderForm(email, credits, placeOfSupplyCode),
    headers: CSRF,
  });
  expect(order.ok(), `create order: ${order.status()} ${await order.text()}`).toBeTruthy();
  const { razorpayOrderId } = (await order.json()) as { razorpayOrderId: string };
  const paid = await paySandboxOrder(page, razorpayOrderId);
  const confirm = await page.request.put(API.payment.order, {
    data: { razorpayOrderId, razorpayPaymentId: paid.razorpay_payment_id, razorpaySignature: paid.razorpay_signature },
    headers: CSRF,
  });
  expect(confirm.ok(), `confirm order: ${confirm.status()} ${await confirm.text()}`).toBeTruthy();
  return paid.razorpay_payment_id;
}

/** Make the signed-in user a member for `days` (10–180): buys the credits it needs, then spends them. */
export async function becomeMember(page: Page, days = 10): Promise<void> {
  const cost = days * 5;
  const balance =
    ((await (await page.request.get(API.payment.balance)).json()) as { listObject: number[] }).listObject[0] ?? 0;
  if (balance < cost) await buyCredits(page, Math.min(1000, Math.max(100, cost - balance)));
  const res = await page.request.post(API.membership.add, { data: { noOfDays: days }, headers: CSRF });
  expect(res.ok(), `membership add: ${res.status()} ${await res.text()}`).toBeTruthy();
}

/** Order `days` (10–180) of membership by card (buySubscription), unpaid. Returns the order id. */
export async function orderDaysByCard(page: Page, days: number, placeOfSupplyCode = 19): Promise<string> {
  const { email } = await me(page);
  const order = await page.request.post(API.payment.buySubscription, {
    data: membershipOrderForm(email, days, placeOfSupplyCode),
    headers: CSRF,
  });
  expect(order.ok(), `buySubscription: ${order.status()} ${await order.text()}`).toBeTruthy();
  return ((await order.json()) as { razorpayOrderId: string }).razorpayOrderId;
}

/** Pay a membership order in the sandbox and confirm it with updateSubscription. */
export async function payDaysOrder(page: Page, razorpayOrderId: string): Promise<void> {
  const paid = await paySandboxOrder(page, razorpayOrderId);
  const confirm = await page.request.put(API.payment.updateSubscription, {
    data: {
      razorpayOrderId,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpaySignature: paid.razorpay_signature,
      membershipBought: true,
    },
    headers: CSRF,
  });
  expect(confirm.ok(), `updateSubscription: ${confirm.status()} ${await confirm.text()}`).toBeTruthy();
}

/** Buy `days` (10–180) of membership by card in the sandbox: order, pay, confirm. */
export async function buyDaysByCard(page: Page, days: number, placeOfSupplyCode = 19): Promise<void> {
  await payDaysOrder(page, await orderDaysByCard(page, days, placeOfSupplyCode));
}
