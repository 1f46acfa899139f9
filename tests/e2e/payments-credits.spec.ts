import { CREDIT } from '#shared/constants.ts';
import { creditCapExceeded, MESSAGES } from '#shared/messages.ts';
import { expect, expectNoHorizontalOverflow, failedLoad, test } from './fixtures';
import { chooseState, expectWaitScreen, pdfText, sandboxSheet, typeInto } from './payment-steps';
import { becomeMember, buyCredits } from './payments';
import { newPerson, signIn } from './sign-in';

const PHONE = { width: 360, height: 780 };

test('credits bought by keyboard on a phone: live GST, sandbox payment, balance, invoice PDF', async ({ page }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await signIn(page, newPerson('Kavya', 'Iyer'));
  await page.goto('/pages/order');
  await expect(page).toHaveURL(/\/secure\/order$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add credits' })).toBeVisible();
  await expect(page.getByTestId('credit-balance')).toHaveText('0 credits');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly', '');

  // The add-credits rules (docs/product.md, "Credits, memberships and money"), each with its message.
  // Each shows at the field and, as the reason the Pay button is disabled, above the button.
  await typeInto(page, 'Credits to buy', '50');
  await expect(page.getByText(MESSAGES.creditRange)).toHaveCount(2);
  await typeInto(page, 'Credits to buy', '1001');
  await expect(page.getByText(MESSAGES.creditRange)).toHaveCount(2);
  await typeInto(page, 'Name', 'Ka');
  await expect(page.getByText('Name must be 3 to 20 characters.')).toBeVisible();
  await typeInto(page, 'Phone', '98300');
  await expect(page.getByText('Phone must be 10 digits.')).toBeVisible();
  // Pressing the disabled button sends nothing and shows every field's message.
  await page.getByRole('button', { name: 'Pay', exact: true }).press('Enter');
  await expect(page.getByText(MESSAGES.stateRequired)).toBeVisible();

  await typeInto(page, 'Credits to buy', '1000');
  await typeInto(page, 'Name', 'Kavya Iyer');
  await typeInto(page, 'Phone', '9830012345');
  // Another state: IGST 18 %; the seller's state (West Bengal): CGST 9 % + SGST 9 %.
  await chooseState(page, 'Maharashtra');
  const breakdown = page.getByLabel('Amount payable');
  await expect(breakdown).toContainText('IGST 18 %₹ 180.00');
  await expect(breakdown).not.toContainText('CGST');
  // Enter in the state field picks a listed state; with none listed it must not send the order
  // with the state chosen before.
  await page.getByRole('combobox', { name: 'State' }).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Atlantis');
  await expect(page.getByText('No such state')).toBeVisible();
  await page.keyboard.press('Enter');
  await chooseState(page, 'West Bengal');
  await expect(breakdown).toContainText('CGST 9 %₹ 90.00');
  await expect(breakdown).toContainText('SGST 9 %₹ 90.00');
  await expect(page.getByTestId('payable')).toHaveText('₹ 1,180.00');
  await expectNoHorizontalOverflow(page);

  await page.getByRole('button', { name: 'Pay ₹ 1,180.00' }).press('Enter');
  await expectWaitScreen(page);
  await sandboxSheet(page).getByRole('button', { name: /^Pay/ }).press('Enter');
  const success = page
    .getByRole('status')
    .filter({ hasText: /^Payment Success\. Payment ID: pay_\w+$/ })
    .first();
  await expect(success).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('credit-balance')).toHaveText('1,000 credits');

  // The cap: 1,500 held at most.
  await typeInto(page, 'Credits to buy', '600');
  await expect(page.getByText(creditCapExceeded(CREDIT.maxBalance, 500))).toHaveCount(2);

  // The history now shows in the account menu, with the order and its tax invoice.
  await page.getByRole('button', { name: 'Account menu for Kavya' }).click();
  await page.getByRole('menuitem', { name: 'Transaction history' }).click();
  await expect(page).toHaveURL(/\/secure\/transaction-history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Transactions' })).toBeVisible();
  await expect(page.getByTestId('available-balance')).toHaveText('1,000 credits');
  const row = page.getByRole('table', { name: 'All transactions' }).getByRole('row').nth(1);
  await expect(row).toContainText('₹ 1,180.00');
  await expect(row).toContainText('+1,000 credits');
  await expectNoHorizontalOverflow(page);

  const invoiceButton = row.getByRole('button', { name: /^Download invoice / });
  const number = ((await invoiceButton.getAttribute('aria-label')) ?? '').replace('Download invoice ', '');
  expect(number).toMatch(/^KH\/\d{4}\/\d{6}$/);
  const [download] = await Promise.all([page.waitForEvent('download'), invoiceButton.click()]);
  const text = await pdfText(download);
  expect(text).toContain(number);
  expect(text).toMatch(/GSTIN/);
  expect(text).toMatch(/\b19[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]\b/);
  expect(text).toContain('998431');
  expect(text).toMatch(/CGST/);
  expect(text).toMatch(/SGST/);
  expect(text).toMatch(/1,?180\.00/);

  // Regenerating renders the same invoice number again.
  const [again] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Regenerate invoice ${number}` }).click(),
  ]);
  expect(await pdfText(again)).toContain(number);
});

test.describe('a failed payment', () => {
  // The sandbox answers a failed attempt with a 400, as Razorpay does; Chromium logs the load.
  test.use({ allowConsoleErrors: failedLoad('/sandbox/pay') });

  test('a failed card payment says why, and closing the payment window reloads the page', async ({ page }) => {
    test.slow();
    await page.setViewportSize(PHONE);
    await signIn(page, newPerson('Rohan', 'Das'));
    await page.goto('/secure/order');
    await typeInto(page, 'Credits to buy', '200');
    await typeInto(page, 'Phone', '9830012345');
    await chooseState(page, 'Delhi');
    await expect(page.getByTestId('payable')).toHaveText('₹ 236.00');
    await page.getByRole('button', { name: 'Pay ₹ 236.00' }).click();
    await expectWaitScreen(page);

    const sheet = sandboxSheet(page);
    await sheet.getByRole('button', { name: 'Fail' }).click();
    await expect(page.getByText(/^Payment failed: .+/).first()).toBeVisible();

    // Closing the widget reloads the page: the form starts again and nothing was bought.
    const reloaded = page.waitForEvent('load');
    await sheet.getByRole('button', { name: 'Close' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: 'Add credits' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('');
    await expect(page.getByTestId('credit-balance')).toHaveText('0 credits');
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

test('the transaction history pages five rows at a time, by paginator, rows per page and go-to-page', async ({
  page,
}) => {
  test.slow();
  await signIn(page, newPerson('Tara', 'Ghosh'));
  await buyCredits(page, 1000);
  for (let i = 0; i < 6; i++) await becomeMember(page, 10);
  await page.goto('/secure/transaction-history');
  const table = page.getByRole('table', { name: 'All transactions' });
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(page.getByText('1–5 of 7')).toBeVisible();

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=1\b/);
  await expect(table.getByRole('row')).toHaveCount(3);
  // Written as every figure of the page is, with its grouping.
  await expect(table).toContainText('1,000 credits');

  await page.getByRole('textbox', { name: 'Go to page' }).fill('1');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.getByText('1–5 of 7')).toBeVisible();

  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await expect(page).toHaveURL(/[?&]size=10\b/);
  await expect(table.getByRole('row')).toHaveCount(8);
  await expect(page.getByText('1–7 of 7')).toBeVisible();
});

test.describe('a Hindi reader', () => {
  test.use({ locale: 'hi-IN' });

  test('reads the transaction history in Hindi: what was bought, and credits as credits', async ({ page }) => {
    test.slow();
    await signIn(page, newPerson('Sunita', 'Mishra'));
    await buyCredits(page, 1000);
    await becomeMember(page, 10);
    await page.goto('/secure/transaction-history');
    const table = page.getByRole('table', { name: 'सभी लेन-देन' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('columnheader', { name: 'क्रेडिट', exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: '1,000 क्रेडिट', exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'सदस्यता, 10 दिन (क्रेडिट)', exact: true })).toBeVisible();
    await expect(table).not.toContainText('Membership');
    await expect(table).not.toContainText('आभार');
  });
});
