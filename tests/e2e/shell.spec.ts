import { expect, test } from './fixtures';

test('the empty path opens the news home with the shell', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard\/news$/);
  await expect(page.getByRole('link', { name: 'Khabar home' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/pages/user/login');
  await expect(page.getByText('brings together trusted news sources', { exact: false })).toBeVisible();
});
