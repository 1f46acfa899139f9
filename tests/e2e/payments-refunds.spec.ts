import type { Page } from '@playwright/test';
import { computeTax } from '#shared/gst.ts';
import { paymentRefunded, refundPastCreditCap, refundPastHeldDays } from '#shared/messages.ts';
import { expect, expectNoHorizontalOverflow, test } from './fixtures';
import { chooseState, expectWaitScreen, pdfText, sandboxSheet, typeInto } from './payment-steps';
import { buyCredits, orderDaysByCard, payDaysOrder } from './payments';
import { newPerson, signIn } from './sign-in';

const SHOTS = process.env.SCREENSHOT_DIR ?? '.tmp/screenshots';
/**
 * Two 180-day memberships by card, both ordered while there is room for their days, then paid
 * in turn: the second's days are kept as credits, up to the 1,500-credit cap.
 */
async function twoMembershipsByCard(page: Page) {
  const orders = [await orderDaysByCard(page, 180), await orderDaysByCard(page, 180)];
  for (const orderId of orders) await payDaysOrder(page, orderId);
}

/** The page fits a phone and a desktop without sideways scrolling; a screenshot of each. */
async function fitsAtBothWidths(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

const REFUND = `₹ ${(computeTax(1000, 19).totalPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;

// A credit order accepted with room under the cap, paid after the account filled up another way
// (two 180-day memberships by card: the second's days are kept as 900 credits), is refunded:
// the buyer is told why and how much, and the history shows the refund and no invoice.
test('a paid order the balance can no longer take is refunded, and the history shows it', async ({ page }) => {
  test.slow();
  await signIn(page, newPerson('Ritu', 'Sen'));
  await page.goto('/secure/order');
  await typeInto(page, 'Credits to buy', '1000');
  await typeInto(page, 'Name', 'Ritu Sen');
  await typeInto(page, 'Phone', '9830012345');
  await chooseState(page, 'West Bengal');
  await page.getByRole('button', { name: 'Pay ₹ 1,180.00' }).press('Enter');
  await expectWaitScreen(page);
  const pay = sandboxSheet(page).getByRole('button', { name: /^Pay/ });
  await expect(pay).toBeVisible();
  // In another tab, so to speak: two 180-day orders by card, both paid; the second's days are
  // kept as 900 credits, so the balance reaches 900 before this payment lands.
  await twoMembershipsByCard(page);
  await pay.press('Enter');

  const reason = refundPastCreditCap(1500, 1000);
  const told = page.getByTestId('purchase-refunded');
  await expect(told).toContainText('Payment refunded');
  await expect(told).toContainText(reason);
  await expect(told).toContainText('₹1180.00');
  const paymentId = /Payment ID: (pay_\w+)/.exec((await told.textContent()) ?? '')?.[1] ?? '';
  expect(await told.textContent()).toContain(paymentRefunded(paymentId, '1180.00', reason));
  await expect(page.getByTestId('credit-balance')).toHaveText('900 credits');
  await fitsAtBothWidths(page, 'purchase-refunded');

  await page.goto('/secure/transaction-history');
  const row = page
    .getByRole('table', { name: 'All transactions' })
    .getByRole('row')
    .filter({ hasText: '1000 credits' });
  await expect(row).toContainText('refunded');
  await expect(row.getByTestId('refund')).toHaveText(`${REFUND} refunded: ${reason}`);
  await expect(row.getByRole('button', { name: /^Download invoice / })).toHaveCount(0);
  await fitsAtBothWidths(page, 'history-refunded');
});

// A part of a paid order refunded: 1,000 credits, then two 180-day memberships by card. The
// second's days are kept as credits up to the 1,500-credit cap and the rest (400 credits'
// worth) goes back to the card. The order keeps its tax invoice, and the history shows the
// refund with the credit note issued against that invoice, downloadable as a PDF.
test('a part refunded shows in the history with its credit note', async ({ page }) => {
  test.slow();
  await signIn(page, newPerson('Meera', 'Pillai'));
  await buyCredits(page, 1000);
  // Both orders are taken while there is room for their days; the second is paid after the first.
  await twoMembershipsByCard(page);

  await page.goto('/secure/transaction-history');
  const table = page.getByRole('table', { name: 'All transactions' });
  const row = table.getByRole('row').filter({ has: page.getByTestId('refund') });
  await expect(row).toHaveCount(1);
  const amount = `₹ ${(computeTax(400, 19).totalPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
  await expect(row.getByTestId('refund')).toHaveText(`${amount} refunded: ${refundPastHeldDays(180, 1500, 400)}`);
  // Paid, with its invoice, and the credit note against it.
  await expect(row.getByRole('button', { name: /^Download invoice KH\/\d{4}\/\d{6}$/ })).toBeVisible();
  const note = row.getByRole('button', { name: /^Download credit note / });
  const number = ((await note.getAttribute('aria-label')) ?? '').replace('Download credit note ', '');
  expect(number).toMatch(/^KHC\/\d{4}\/\d{5}$/);
  await expect(note).toHaveText(`Credit note ${number}`);
  const [download] = await Promise.all([page.waitForEvent('download'), note.click()]);
  expect(download.suggestedFilename()).toBe(`credit-note-${number.replaceAll('/', '-')}.pdf`);
  const text = await pdfText(download);
  expect(text).toContain('CREDIT NOTE');
  expect(text).toContain(number);
  // The other orders were fulfilled whole: no refund, no credit note.
  await expect(table.getByTestId('credit-note')).toHaveCount(1);
  await fitsAtBothWidths(page, 'history-credit-note');
});

test('the one purchase form, for credits and for days', async ({ page }) => {
  await signIn(page, newPerson('Anil', 'Rao'));
  for (const [path, form] of [
    ['/secure/order', 'Add credits'],
    ['/secure/order-subscription', 'Buy membership'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('form', { name: form })).toBeVisible();
    await fitsAtBothWidths(page, `purchase-${path.split('/').pop()}`);
  }
});
