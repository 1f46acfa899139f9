import type { Page, Route } from '@playwright/test';
import { DEMO_ARTICLE_TEXT } from '#shared/demo.ts';
import { expect, failedLoad, test } from './fixtures';
import { tinyPng } from './sign-in';

// These specs stub API calls with page.route, which does not see requests that a controlling
// service worker makes; the service worker has its own specs (pwa*.spec.ts).
test.use({ serviceWorkers: 'block' });

test('the news home shows top stories, today, latest, categories and sources', async ({ page }) => {
  await page.goto('/dashboard/news');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const name of ['Top stories', 'Today', 'Latest', 'Browse by source']) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  const nav = page.getByRole('navigation', { name: 'News categories' });
  await nav.getByRole('link', { name: 'Science' }).click();
  await expect(page).toHaveURL(/\/pages\/news\/list\?category=Science$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Science' })).toBeVisible();
  const badges = page.getByRole('article').getByText('Science', { exact: true });
  await expect(badges.first()).toBeVisible();
  // One card per story: as many cards as the API's first page of Science stories holds.
  const stories = await page.request.get(
    '/api/elasticsearch/public/newssearchitem/category/Science?page=1&size=10&collapse=story',
  );
  const { content } = (await stories.json()) as { content: unknown[] };
  expect(content.length).toBeGreaterThan(0);
  await expect(page.getByRole('article')).toHaveCount(content.length);
});

/** The top stories' boxes: the region's, the lead's and the four others'. */
async function topStories(page: Page) {
  const top = page.getByRole('region', { name: 'Top stories' });
  await expect(top.getByRole('article')).toHaveCount(5);
  const all = await Promise.all((await top.getByRole('article').all()).map((a) => a.boundingBox()));
  return { region: (await top.boundingBox())!, lead: all[0]!, others: all.slice(1).map((b) => b!) };
}

/** The top stories' boxes: the lead above the four others, across the page. */
async function expectLeadAbove(page: Page) {
  const { region, lead, others } = await topStories(page);
  expect(lead.width).toBeGreaterThan(region.width * 0.95);
  for (const b of others) expect(b.y).toBeGreaterThanOrEqual(lead.y + lead.height);
  expect(new Set(others.map((b) => Math.round(b.y))).size).toBe(1);
}

/**
 * The home at 1280 px, opened from another screen with its newest story given the picture at
 * `picture`, which the browser gets as `answer` gives it. (Opened first, the home's lists would
 * be kept on the device and not asked for again.) Answers the lead's picture.
 */
async function homeWithPictureLead(page: Page, picture: string, answer: Parameters<Route['fulfill']>[0]) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/pages/news/list?category=World');
  await page.route('https://pictures.khabar.test/**', (route) => route.fulfill(answer));
  await page.route('**/newssearchitem/latest?*', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { content: { image?: unknown }[] };
    if (json.content[0]) json.content[0].image = { url: picture, width: 1600, height: 900 };
    await route.fulfill({ response, json });
  });
  await page.getByRole('link', { name: 'Khabar home' }).click();
  return page.getByRole('region', { name: 'Top stories' }).getByRole('article').first().locator('img');
}

test('the lead top story without a picture spans the page above the others (1280 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The demo's stories have no pictures.
  await page.goto('/dashboard/news');
  await expectLeadAbove(page);
});

test('the lead top story with a picture stands beside the others (1280 px)', async ({ page }) => {
  const picture = await homeWithPictureLead(page, 'https://pictures.khabar.test/lead.png', {
    body: tinyPng(),
    contentType: 'image/png',
  });
  await expect(picture).toBeVisible();
  const { region, lead, others } = await topStories(page);
  expect(lead.width).toBeLessThan(region.width * 0.55);
  for (const b of others) expect(b.x).toBeGreaterThanOrEqual(lead.x + lead.width);
  expect(Math.round(others[0]!.y)).toBe(Math.round(lead.y));
});

test.describe('a lead whose picture fails to load', () => {
  // The browser reports the picture's 404; the page shows no picture instead.
  test.use({ allowConsoleErrors: failedLoad('pictures.khabar.test/gone.png') });
  test('spans the page above the others (1280 px)', async ({ page }) => {
    const picture = await homeWithPictureLead(page, 'https://pictures.khabar.test/gone.png', { status: 404, body: '' });
    await expect(picture).toBeAttached();
    await expect(picture).toBeHidden();
    await expectLeadAbove(page);
  });
});

test('the list paginates one-based and reloads on every query change', async ({ page }) => {
  await page.goto('/pages/news/list?category=World');
  const firstTitle = () => page.getByRole('article').first().getByRole('heading').innerText();
  const before = await firstTitle();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/category=World&page=2|page=2&category=World/);
  await expect.poll(firstTitle).not.toBe(before);
  // Category wins over the watch list and today (the visitor is not sent to sign in).
  await page.goto('/pages/news/list?category=Sports&watchlist=true');
  await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
  await page.goto('/pages/news/list');
  await expect(page.getByRole('heading', { level: 1, name: "Today's news" })).toBeVisible();
});

test('an empty list says so and shows no paginator', async ({ page }) => {
  await page.route('**/newssearchitem/category/Health*', (route) =>
    route.fulfill({ json: { content: [], totalElements: 0 } }),
  );
  // The server renders a category opened cold, so the list is fetched by the app: open it from the home.
  await page.goto('/dashboard/news');
  await page.getByRole('navigation', { name: 'News categories' }).getByRole('link', { name: 'Health' }).click();
  await expect(page).toHaveURL(/category=Health/);
  await expect(page.getByText('No articles to display.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveCount(0);
});

test("an article shows its story's picture above its text, one given over http at its https address", async ({
  page,
}) => {
  await page.route('https://pictures.khabar.test/**', (route) =>
    route.fulfill({ body: tinyPng(), contentType: 'image/png' }),
  );
  await page.route('**/newssearchitem/article?*', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { image?: unknown };
    json.image = { url: 'http://pictures.khabar.test/flood.png', width: 1600, height: 900 };
    await route.fulfill({ response, json });
  });
  await page.goto('/pages/news/list?category=India');
  await page.getByRole('article').first().getByRole('heading').getByRole('button').click();
  const picture = page.getByRole('dialog').locator('img[src^="https://pictures.khabar.test/"]');
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', 'https://pictures.khabar.test/flood.png');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('a card opens the non-modal article dialog with the URL, locked AI and locked saving', async ({ page }) => {
  await page.goto('/pages/news/list?category=India');
  const card = page.getByRole('article').first();
  const title = await card.getByRole('heading').innerText();
  // Locked: pressing it saves nothing and says why, with the way in.
  const save = card.getByRole('button', { name: 'Save this news' });
  await expect(save).toHaveAttribute('aria-expanded', 'false');
  await save.click();
  await expect(card.getByTestId('locked-note')).toHaveText(
    'Membership required to bookmark articles. Sign in or Upgrade now',
  );

  await card.getByRole('heading').getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'false');
  // A demo article says it is demo data instead of linking to a host that serves nothing.
  await expect(dialog.getByText(DEMO_ARTICLE_TEXT)).toBeVisible();
  await expect(dialog.getByText(/^https:\/\/demo\.khabar\.example\//)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Read original' })).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: /demo\.khabar\.example/ })).toHaveCount(0);
  await expect(dialog.getByText(/\(person\)|\(place\)|\(organisation\)/).first()).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Ask AI About This Article' })).toBeVisible();
  await expect(dialog.getByText('Membership required', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Upgrade now' })).toHaveAttribute('href', '/secure/subscription');
  await expect(dialog.getByRole('button', { name: 'Bias' })).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-expanded', 'false');

  // Non-modal: the list stays usable behind it and opening another card switches the dialog.
  const second = page.getByRole('article').nth(1);
  const secondTitle = await second.getByRole('heading').innerText();
  await second
    .getByRole('heading')
    .getByRole('button')
    .click({ position: { x: 5, y: 5 } });
  await expect(dialog.getByRole('heading', { name: secondTitle })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the details page renders the article from the encoded URL, and its error state', async ({ page }) => {
  await page.goto('/pages/news/list?category=Business');
  await page.getByRole('article').first().getByRole('heading').getByRole('button').click();
  // Demo articles show their address as text: it names a host that serves nothing.
  const url = await page
    .getByRole('dialog')
    .getByText(/^https?:\/\//)
    .innerText();
  await page.goto(`/pages/news/details/${encodeURIComponent(url)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(url, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close' })).toBeVisible();
});

test.describe('a missing article', () => {
  // The page itself answers 404 (tests/e2e/reader-words.spec.ts looks at it closely).
  test.use({ allowConsoleErrors: failedLoad('/pages/news/details/') });
  test('shows the not-found page', async ({ page }) => {
    await page.goto(`/pages/news/details/${encodeURIComponent('https://example.com/no-such-story')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This article link is broken' })).toBeVisible();
  });
});

test.describe('an article that fails to load', () => {
  test.use({ serviceWorkers: 'block', allowConsoleErrors: failedLoad('/newssearchitem/article') });
  test('shows the dialog error message', async ({ page }) => {
    await page.route('**/newssearchitem/article?*', (route) =>
      route.fulfill({ status: 500, json: { status: 500, error: 'Internal Server Error', message: 'x' } }),
    );
    await page.goto('/pages/news/list?category=Politics');
    await page.getByRole('article').first().getByRole('heading').getByRole('button').click();
    // The query tries a 5xx again (with a backoff) before it gives up.
    await expect(page.getByRole('dialog').getByRole('alert')).toContainText('Failed to load article.', {
      timeout: 15_000,
    });
  });
});
