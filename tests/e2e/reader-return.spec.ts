// The way back: a sign-in gate remembers the page asked for, and the login page returns there.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newPerson } from './sign-in';

test.use({ viewport: { width: 360, height: 780 } });

async function signInOnLoginPage(page: Page, first: string): Promise<void> {
  const person = newPerson(first, 'Back');
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByRole('button', { name: 'Sign in with demo account' }).click();
}

test('a protected page asked for as a visitor opens after sign-in', async ({ page }) => {
  test.slow();
  await page.goto('/secure/transaction-history');
  await expect(page).toHaveURL(/\/pages\/user\/login\?redirect=%2Fsecure%2Ftransaction-history$/);
  await signInOnLoginPage(page, 'Nisha');
  await expect(page).toHaveURL(/\/secure\/transaction-history$/);
  await expect(page.getByRole('heading', { name: 'All Transactions' })).toBeVisible();

  // The page asked for keeps its query too.
  await page.goto('/pages/user/login?redirect=%2Fpages%2Fnews%2Fsearch%3Fq%3Dmonsoon');
  await expect(page).toHaveURL(/\/pages\/news\/search\?q=monsoon$/);
});

test('a redirect off this site is ignored: the news home after sign-in', async ({ page }) => {
  test.slow();
  await page.goto(`/pages/user/login?redirect=${encodeURIComponent('//evil.example/login')}`);
  await signInOnLoginPage(page, 'Omar');
  await expect(page).toHaveURL(/\/dashboard\/news$/);
  await page.goto(`/pages/user/login?redirect=${encodeURIComponent('https://evil.example/')}`);
  await expect(page).toHaveURL(/\/dashboard\/private$/);
});
