import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const HEADERS = { 'x-requested-with': 'khabar' };

/** Sign in through the built-in demo identity provider, as the login screen does. */
async function signIn(page: Page, email: string): Promise<void> {
  const token = await page.request.post('/api/khabar/auth/demo/token', {
    headers: HEADERS,
    data: { email, name: 'Asha Rao' },
  });
  expect(token.ok()).toBe(true);
  const { idToken } = (await token.json()) as { idToken: string };
  const res = await page.request.post('/api/khabar/auth/social', {
    headers: HEADERS,
    data: { provider: 'DEMO', idToken, user: { email, name: 'Asha Rao' }, rememberMe: 'No' },
  });
  expect(res.ok()).toBe(true);
}

test('a signed-in reader gets the full article through the global endpoint; AI stays locked without membership', async ({
  page,
}) => {
  await signIn(page, `reader-${Date.now()}@example.com`);
  const articleCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/newssearchitem\/article\?/.test(r.url())) articleCalls.push(new URL(r.url()).pathname);
  });
  await page.goto('/pages/news/list?category=Sports');
  await page.getByRole('article').first().getByRole('heading').getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Ask AI About This Article' })).toBeVisible();
  await expect.poll(() => articleCalls).toContain('/api/elasticsearch/global/newssearchitem/article');
  expect(articleCalls).not.toContain('/api/elasticsearch/public/newssearchitem/article');
  await expect(dialog.getByText('Membership required', { exact: true })).toBeVisible();
  // The locked Bookmark explains itself when pressed, and saves nothing.
  await dialog.getByRole('button', { name: 'Bookmark', exact: true }).click();
  await expect(dialog.getByTestId('locked-note')).toContainText('Membership required to bookmark articles.');
  await expect(dialog.getByRole('button', { name: 'Bookmarked' })).toHaveCount(0);
});
