import { MESSAGES } from '#shared/messages.ts';
import { expect, expectNoHorizontalOverflow, failedLoad, test } from './fixtures';
import { chooseState, expectWaitScreen, sandboxSheet, typeInto } from './payment-steps';
import { buyCredits } from './payments';
import { newPerson, signIn } from './sign-in';

test('membership days bought with credits and then by card', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, newPerson('Meera', 'Nair'));
  await buyCredits(page, 300);

  // A non-member's way in: the signed-in home's link, then Buy membership.
  await page.goto('/dashboard/private');
  await page.getByRole('link', { name: 'See the benefits and buy a membership' }).click();
  await expect(page).toHaveURL(/\/secure\/subscription$/);
  await expect(page.getByText('No memberships yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Buy membership' }).click();
  await expect(page).toHaveURL(/\/secure\/order-subscription$/);
  await expect(page.getByTestId('credit-balance')).toHaveText('300 credits');
  await expect(page.getByTestId('membership-days')).toHaveText('0 days');

  // With credits: at most balance / 5 days; 30 days cost 150 credits.
  await expect(page.getByRole('radio', { name: /^Credits/ })).toBeChecked();
  await typeInto(page, 'Days', '61');
  // Each rule shows at the field and as the reason the button is disabled.
  await expect(page.getByText('Your 300 credits pay for at most 60 days (5 credits a day).')).toHaveCount(2);
  await typeInto(page, 'Days', '9');
  await expect(page.getByText('Choose between 10 and 180 days.')).toHaveCount(2);
  await typeInto(page, 'Days', '30');
  await page.getByRole('button', { name: 'Buy 30 days for 150 credits' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.membershipAdded }).first()).toBeVisible();
  await expect(page.getByTestId('credit-balance')).toHaveText('150 credits');
  await expect(page.getByTestId('membership-days')).toHaveText('30 days');

  // By card: the credit balance does not limit it; 180 days held at most.
  await page.getByRole('radio', { name: /^Card/ }).check();
  await typeInto(page, 'Days', '151');
  await expect(
    page.getByText(/You can hold at most 180 days of membership; you have 30 left, so you can add up to 150\./),
  ).toHaveCount(2);
  await typeInto(page, 'Days', '40');
  await typeInto(page, 'Phone', '9830012345');
  await chooseState(page, 'Karnataka');
  await expect(page.getByLabel('Amount payable')).toContainText('IGST 18 %₹ 36.00');
  await page.getByRole('button', { name: 'Pay ₹ 236.00' }).click();
  await expectWaitScreen(page);
  await sandboxSheet(page).getByRole('button', { name: /^Pay/ }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^Payment Success\. Payment ID: pay_\w+$/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId('membership-days')).toHaveText('70 days');
  await expect(page.getByTestId('credit-balance')).toHaveText('150 credits');

  // Both memberships in the history, the second queued after the first; the menu offers it.
  await page.getByRole('button', { name: 'Account menu for Meera' }).click();
  await page.getByRole('menuitem', { name: 'Membership history' }).click();
  await expect(page).toHaveURL(/\/secure\/subscription$/);
  await expect(page.getByText('Your membership is active.')).toBeVisible();
  const rows = page.getByRole('table', { name: 'Memberships' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('table', { name: 'Memberships' })).toContainText('Upcoming');
  await expectNoHorizontalOverflow(page);
});

test.describe('a refused membership', () => {
  // The 409 is the point of the test; Chromium logs the failed load.
  test.use({ allowConsoleErrors: failedLoad('/api/membership/khabar/add') });

  test('a membership limit the server refuses shows its message', async ({ page }) => {
    test.slow();
    await signIn(page, newPerson('Ishaan', 'Bose'));
    await buyCredits(page, 1000);
    await page.goto('/secure/order-subscription');
    await typeInto(page, 'Days', '150');
    // A purchase made elsewhere meanwhile (another tab): 40 + 150 days would pass the 180-day limit.
    const other = await page.request.post('/api/membership/khabar/add', {
      data: { noOfDays: 40 },
      headers: { 'X-Requested-With': 'khabar' },
    });
    expect(other.ok()).toBeTruthy();
    await page.getByRole('button', { name: 'Buy 150 days for 750 credits' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /hold at most 180 days/ })).toBeVisible();
  });
});
