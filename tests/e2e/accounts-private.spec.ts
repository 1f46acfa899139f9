import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalOverflow, test } from './fixtures';
import { newPerson, signIn } from './sign-in';

const SHOTS = '/tmp/accounts-ui';

test('a visitor opening the signed-in home goes to the login page', async ({ page }) => {
  test.slow();
  await page.goto('/dashboard/private');
  await expect(page).toHaveURL(/\/pages\/user\/login\?redirect=%2Fdashboard%2Fprivate$/);
});

/** Signs a new person in on a screen of the given size and opens the signed-in home. */
async function openHomeAs(page: Page, first: string, last: string, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await signIn(page, newPerson(first, last));
  await page.goto('/dashboard/private');
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`, ${first}$`) })).toBeVisible();
}

test('the signed-in home greets, shows balances and edits the watch list with its news', async ({ page }) => {
  test.slow();
  await openHomeAs(page, 'Nisha', 'Pillai', { width: 1280, height: 900 });
  await expect(page.getByText('0 credits', { exact: true })).toBeVisible();
  await expect(page.getByText('0 Days', { exact: true })).toBeVisible();
  await expect(page.getByText('Not active')).toBeVisible();
  await expect(page.getByText('Your watch list is empty.')).toBeVisible();
  await expect(page.getByText('No articles to display.')).toBeVisible();

  const input = page.getByLabel('Add a term');
  // Client-side rules of the shared schema: 2 to 50 characters, said as they are typed; Add
  // is live only for a term the list can take.
  await expect(page.getByRole('button', { name: 'Add' })).toBeDisabled();
  await input.fill('x');
  await expect(page.getByText('A term must be at least 2 characters')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add' })).toBeDisabled();

  await input.fill('Sensex');
  await page.getByRole('button', { name: 'Add' }).click();
  const terms = page.getByRole('list', { name: 'Watch-list terms' });
  await expect(terms.getByText('Sensex')).toBeVisible();
  await expect(input).toHaveValue('');
  // Matching news arrives (the demo corpus has Sensex stories).
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText(/Sensex/i);

  await input.fill('sensex');
  await expect(page.getByText('Already on your watch list')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add' })).toBeDisabled();

  await input.fill('monsoon');
  await input.press('Enter');
  await expect(terms.getByText('monsoon')).toBeVisible();
  await expectAccessible(page, 'signed-in home');
  await page.screenshot({ path: `${SHOTS}/private-1280.png`, fullPage: true });

  // Stored on the server: a reload shows the same terms.
  await page.reload();
  await expect(terms.getByText('Sensex')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Sensex' }).click();
  await page.getByRole('button', { name: 'Remove monsoon' }).click();
  await expect(page.getByText('Your watch list is empty.')).toBeVisible();
  await expect(page.getByText('No articles to display.')).toBeVisible();
});

test('the signed-in home fits a phone screen', async ({ page }) => {
  test.slow();
  await openHomeAs(page, 'Arjun', 'Mehta', { width: 360, height: 780 });
  await page.getByLabel('Add a term').fill('ISRO');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('list', { name: 'Watch-list terms' }).getByText('ISRO')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page, 'signed-in home at 360 px');
  await page.screenshot({ path: `${SHOTS}/private-360.png`, fullPage: true });
  await page.getByRole('button', { name: 'Account menu for Arjun' }).click();
  await expect(page.getByRole('menuitem', { name: /Credit Balance/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/menu-360.png` });
});
