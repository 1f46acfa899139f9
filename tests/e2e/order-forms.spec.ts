import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { API } from '#shared/api-paths.ts';
import { CREDIT } from '#shared/constants.ts';
import { creditCapExceeded, MESSAGES } from '#shared/messages.ts';
import { DAYS_RANGE, tooFewCredits, tooManyDays } from './english-words';
import { expect, expectAccessible, expectNoHorizontalOverflow, test } from './fixtures';
import { chooseState, typeInto } from './payment-steps';
import { becomeMember, buyCredits } from './payments';
import { newPerson, signIn } from './sign-in';

// An order form's submit button never offers what the form would refuse: disabled, with the
// reason next to it and read out with it, and the amount on it only once it can be bought.

const PHONE = { width: 360, height: 780 };
const SHOTS = process.env.SCREENSHOT_DIR ?? '.tmp/screenshots';

/** Every order the page tries to create, so a test can see that a refused one sent nothing. */
function orderRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    const orders: string[] = [API.payment.order, API.payment.buySubscription, API.membership.add];
    if (r.method() === 'POST' && orders.includes(path)) sent.push(path);
  });
  return sent;
}

/** The reason under the button: visible, inside the screen, and the button's description. */
async function expectRefused(page: Page, name: string | RegExp, reason: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(reason);
  // Disabled but focusable: a keyboard user reaches it and hears why.
  await button.focus();
  await expect(button).toBeFocused();
  const shown = page.getByTestId('order-refusal');
  await expect(shown).toHaveText(reason);
  await expect(shown).toBeInViewport();
  const box = (await shown.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('the add-credits button offers only an amount that can be bought, and says why not', async ({ page }) => {
  test.slow();
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(PHONE);
  await signIn(page, newPerson('Kavya', 'Iyer'));
  const sent = orderRequests(page);
  await page.goto('/secure/order');
  await typeInto(page, 'Phone', '9830012345');

  // A good amount, no state yet: the state is the reason.
  await typeInto(page, 'Credits to buy', '200');
  await expectRefused(page, 'Pay ₹ 236.00', MESSAGES.stateRequired);
  await chooseState(page, 'West Bengal');

  // Over the maximum: no amount on the button, none in the breakdown, the range as the reason.
  await typeInto(page, 'Credits to buy', String(CREDIT.maxPurchase + 1));
  await expectRefused(page, 'Pay', MESSAGES.creditRange);
  await expect(page.getByTestId('payable')).toHaveText('—');
  await page.screenshot({ path: `${SHOTS}/order-refused-360.png`, fullPage: true });
  // Pressed anyway (mouse, Enter): nothing is sent, and the field shows its message too.
  // (force: a person can press it; Playwright otherwise waits for an aria-disabled button to be enabled)
  await page.getByRole('button', { name: 'Pay', exact: true }).click({ force: true });
  await page.getByRole('button', { name: 'Pay', exact: true }).press('Enter');
  await expect(page.getByRole('textbox', { name: 'Credits to buy' })).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);
  await expectAccessible(page, 'add credits, refused');
  await expectNoHorizontalOverflow(page);

  // A valid amount: enabled, with its price, no reason.
  await typeInto(page, 'Credits to buy', String(CREDIT.maxPurchase));
  const pay = page.getByRole('button', { name: 'Pay ₹ 1,180.00', exact: true });
  await expect(pay).toBeEnabled();
  await expect(pay).toHaveAccessibleDescription('');
  await expect(page.getByTestId('order-refusal')).toHaveText('');
  await expect(page.getByTestId('payable')).toHaveText('₹ 1,180.00');
  await page.screenshot({ path: `${SHOTS}/order-valid-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await typeInto(page, 'Credits to buy', '0');
  await expectRefused(page, 'Pay', MESSAGES.creditRange);
  await page.screenshot({ path: `${SHOTS}/order-refused-1280.png`, fullPage: true });
});

test('the add-credits button names the balance cap as the reason', async ({ page }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await signIn(page, newPerson('Ritu', 'Sen'));
  await buyCredits(page, 1000);
  await page.goto('/secure/order');
  await typeInto(page, 'Phone', '9830012345');
  await chooseState(page, 'Delhi');
  await typeInto(page, 'Credits to buy', '600');
  await expectRefused(page, 'Pay', creditCapExceeded(CREDIT.maxBalance, 500));
  await typeInto(page, 'Credits to buy', '500');
  await expect(page.getByRole('button', { name: 'Pay ₹ 590.00', exact: true })).toBeEnabled();
});

test('the membership button offers only days that can be bought, and says why not', async ({ page }) => {
  test.slow();
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(PHONE);
  await signIn(page, newPerson('Meera', 'Nair'));
  await buyCredits(page, 300);
  await becomeMember(page, 30); // 150 credits left, 30 days held
  const sent = orderRequests(page);
  await page.goto('/secure/order-subscription');
  await expect(page.getByRole('radio', { name: /^Credits/ })).toBeChecked();

  // More days than the credits pay for.
  await typeInto(page, 'Days', '31');
  await expectRefused(page, 'Buy days', tooFewCredits(150));
  // More than 180: no price anywhere.
  await typeInto(page, 'Days', '181');
  await expectRefused(page, 'Buy days', DAYS_RANGE);
  await expect(page.getByRole('radio', { name: 'Credits (you have 150 credits)' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Card', exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/order-subscription-refused-360.png`, fullPage: true });
  await page.getByRole('button', { name: 'Buy days', exact: true }).click({ force: true });
  expect(sent).toEqual([]);

  // By card: the balance no longer limits, the days held still do.
  await page.getByRole('radio', { name: /^Card/ }).check();
  await typeInto(page, 'Days', '151');
  await expectRefused(page, 'Pay', tooManyDays(30));
  await typeInto(page, 'Days', '40');
  await typeInto(page, 'Phone', '9830012345');
  await chooseState(page, 'Karnataka');
  await expect(page.getByRole('button', { name: 'Pay ₹ 236.00', exact: true })).toBeEnabled();

  // Back to credits: a number the balance pays for is offered with its price.
  await page.getByRole('radio', { name: /^Credits/ }).check();
  await typeInto(page, 'Days', '30');
  const buy = page.getByRole('button', { name: 'Buy 30 days for 150 credits', exact: true });
  await expect(buy).toBeEnabled();
  await expect(page.getByTestId('order-refusal')).toHaveText('');
  await expectAccessible(page, 'order subscription');
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/order-subscription-valid-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await typeInto(page, 'Days', '9');
  await expectRefused(page, 'Buy days', DAYS_RANGE);
  await page.screenshot({ path: `${SHOTS}/order-subscription-refused-1280.png`, fullPage: true });
  expect(sent).toEqual([]);
});

test.describe('a Hindi reader', () => {
  test.use({ locale: 'hi-IN' });

  test('finds a state by its Hindi name or by the English one typed, and reads it in Hindi', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page);
    await page.goto('/secure/order');
    const state = page.getByRole('combobox', { name: 'राज्य' });
    for (const typed of ['बंगाल', 'west beng']) {
      await state.focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(typed);
      await expect(page.getByRole('option')).toHaveText(['पश्चिम बंगाल (19)']);
    }
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(state).toHaveValue('पश्चिम बंगाल (19)');
    // Chosen in the seller's state, the tax is split into its two heads.
    await expect(page.getByText(/^CGST/)).toBeVisible();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/order-state-hi-360.png` });
  });
});
