import { expect, failedLoad, test } from './fixtures';

// These specs stub API calls with page.route, which does not see requests that a controlling
// service worker makes; the service worker has its own specs (pwa*.spec.ts).
test.use({ serviceWorkers: 'block' });

const SEARCH = '**/newssearchitem/search?*';

test('text search shows the heading, counts and medium dates, and a page change refetches', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/newssearchitem/search?')) calls.push(new URL(r.url()).searchParams.get('page') ?? '');
  });
  await page.goto('/pages/news/search?q=Mumbai&size=6');
  await expect(page.getByRole('heading', { name: 'Search Results for "Mumbai"' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(6);
  // Medium date, e.g. "22 Nov 2026", without a time.
  await expect(page.getByRole('article').first().locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => calls).toContain('2');
});

test('the page size offers 6, 12, 24 and 60 and defaults to 12', async ({ page }) => {
  await page.goto('/pages/news/search?q=India');
  await expect(page.getByRole('article')).toHaveCount(12);
  await page
    .getByRole('textbox', { name: 'Results per page' })
    .or(page.getByRole('combobox', { name: 'Results per page' }))
    .first()
    .click();
  for (const n of ['6', '12', '24', '60'])
    await expect(page.getByRole('option', { name: n, exact: true })).toBeVisible();
  await page.getByRole('option', { name: '24', exact: true }).click();
  await expect(page).toHaveURL(/size=24/);
  await expect(page.getByRole('article')).toHaveCount(24);
});

test('a search with no match says so', async ({ page }) => {
  await page.goto('/pages/news/search?q=zzqqxxnothing');
  await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
  await expect(
    page.getByText(`We couldn't find any articles matching "zzqqxxnothing". Try something else.`),
  ).toBeVisible();
});

test('no term asks for one', async ({ page }) => {
  await page.goto('/pages/news/search');
  await expect(page.getByText('No search term provided.')).toBeVisible();
});

test.describe('a failing search', () => {
  test.use({ allowConsoleErrors: failedLoad('/newssearchitem/search') });
  test('shows the Oops! panel', async ({ page }) => {
    await page.route(SEARCH, (route) => route.abort('failed'));
    // A search page opened cold is rendered by the server; the app fetches one searched from the box.
    await page.goto('/dashboard/news');
    await page.getByRole('searchbox', { name: 'Search news' }).fill('rain');
    await page.getByRole('searchbox', { name: 'Search news' }).press('Enter');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Oops!');
    await expect(alert).toContainText('An error occurred while fetching results. Please try again later.');
  });
});

test('the spinner says Loading results... while a search is slow', async ({ page }) => {
  await page.goto('/pages/news/search');
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(SEARCH, async (route) => {
    await gate;
    await route.continue();
  });
  await page.getByRole('textbox', { name: 'Search term' }).fill('cricket');
  await page.getByRole('button', { name: 'Search', exact: true }).first().click();
  await expect(page.getByText('Loading results...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Search Results for "cricket"' })).toBeVisible();
  await expect(page.getByText('Loading results...')).toBeHidden();
});

test('source search and the advanced form build their parameters; advanced paging does not refetch', async ({
  page,
}) => {
  await page.goto('/dashboard/news');
  // The source badges of "Browse by source" (the cards' story lines name sources too).
  await page
    .getByRole('region', { name: 'Browse by source' })
    .getByRole('link', { name: /Deccan Ledger/ })
    .click();
  await expect(page).toHaveURL(/source=Deccan\+Ledger|source=Deccan%20Ledger/);
  await expect(page.getByRole('article').first()).toContainText('Deccan Ledger');

  let advancedCalls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/advanced-search')) advancedCalls += 1;
  });
  await page.goto('/pages/news/search');
  await page.getByRole('button', { name: 'Advanced search' }).click();
  await page.getByLabel('Must contain').fill('India');
  const group = page
    .getByRole('combobox', { name: 'And any of' })
    .or(page.getByRole('textbox', { name: 'And any of' }))
    .first();
  await group.fill('festival');
  await group.press('Enter');
  await group.fill('season');
  await group.press('Enter');
  await page.getByRole('form', { name: 'Advanced search' }).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/primary=India/);
  expect(new URL(page.url()).searchParams.get('group')).toBe('festival,season');
  await expect(page.getByRole('heading', { name: 'Search Results for "India + festival, season"' })).toBeVisible();
  await expect.poll(() => advancedCalls).toBe(1);
  if (await page.getByRole('button', { name: 'Page 2' }).isVisible()) {
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(advancedCalls).toBe(1);
  }
});
