import { expect, test } from './fixtures';

test('the empty path opens the news home with toolbar, search box and sign-in link', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard\/news$/);
  await expect(page.getByRole('link', { name: 'Khabar home' })).toBeVisible();
  // Sign in comes back to the page it was pressed on.
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/pages/user/login?redirect=${encodeURIComponent('/dashboard/news')}`,
  );
  await page.getByRole('searchbox', { name: 'Search news' }).fill('monsoon');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pages\/news\/search\?q=monsoon/);
  // The first search of a fresh database can take seconds on a loaded machine ("Loading results...").
  await expect(page.getByRole('heading', { name: 'Search Results for "monsoon"' })).toBeVisible({ timeout: 20_000 });
});

test('the drawer switches the theme, remembers it across reloads and shows the version', async ({ page }) => {
  await page.goto('/dashboard/news');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('App Version: 1.0.0')).toBeVisible();
  await drawer.getByText('Grey', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  // The logo link in the drawer closes it.
  await drawer.getByRole('link', { name: 'Khabar home' }).click();
  await expect(drawer).toBeHidden();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByText('Default', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('the footer shows the description, the statement, contact, links and both dialogs', async ({ page }) => {
  await page.goto('/dashboard/news');
  const footer = page.locator('footer');
  await expect(footer).toContainText(
    'brings together trusted news sources, analysis and tools with personalised feeds',
  );
  await expect(footer).toContainText('not endorsed by any college or university');
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Khabar`);
  const pages: [string, string][] = [
    ['Terms and Conditions', '/pages/termscondition'],
    ['Privacy Policy', '/pages/privacypolicy'],
    ['Terms of Use', '/pages/termsofuse'],
    ['Disclaimer', '/pages/disclaimer'],
    ['Contact Us', '/pages/contactus'],
    ['Pricing', '/pages/pricing'],
    ['Shop', '/pages/shop'],
  ];
  for (const [name, href] of pages) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('link', { name: 'Khabar on X' })).toHaveAttribute('rel', 'noopener noreferrer');

  await footer.getByRole('button', { name: 'Credits' }).click();
  const credits = page.getByRole('dialog', { name: 'Credits' });
  await expect(credits).toContainText('Tabler Icons');
  await page.keyboard.press('Escape');
  await expect(credits).toBeHidden();

  await footer.getByRole('button', { name: 'How to Clear Browser Cache' }).click();
  const cache = page.getByRole('dialog', { name: 'How to Clear Browser Cache' });
  await expect(cache.getByRole('heading', { name: 'Desktop browsers' })).toBeVisible();
  await expect(cache.getByRole('heading', { name: 'Android' })).toBeVisible();
  await expect(cache).toContainText('Google Chrome');
});

test('member and signed-in routes send a visitor to the login page', async ({ page }) => {
  for (const path of [
    '/secure/user/profile',
    '/secure/transaction-history',
    '/pages/order',
    '/pages/news/bookmarks',
    '/pages/news/list?watchlist=true',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/pages\/user\/login\?redirect=/);
    // The login page keeps the page asked for, to return there after sign-in.
    expect(new URL(page.url()).searchParams.get('redirect'), path).toBe(
      path === '/pages/order' ? '/secure/order' : path,
    );
  }
});
