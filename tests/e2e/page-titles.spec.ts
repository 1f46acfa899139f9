// The tab's title names the screen a reader is on, as they move between screens on a phone (a
// tab, a history entry, a bookmark and a shared link are named by it): the home, a category, a
// search, a story, an article, and back again.
import { API } from '#shared/api-paths.ts';
import type { ArticleSummary, StoryPage } from '#shared/schemas/news.ts';
import { STORY_TEXTS } from './english-words';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 360, height: 800 } });

test('moving between the home, a category, a search, a story and an article changes the tab’s title', async ({
  page,
}) => {
  test.slow();
  await page.goto('/dashboard/news');
  await expect(page).toHaveTitle('The news, all in one place · Khabar');

  await page.getByRole('navigation', { name: 'News categories' }).getByRole('link', { name: 'World' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'World' })).toBeVisible();
  await expect(page).toHaveTitle('World · Khabar');

  await page.getByRole('link', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search the news' })).toBeVisible();
  await expect(page).toHaveTitle('Search the news · Khabar');
  await page.getByRole('textbox', { name: 'Search term' }).fill('monsoon');
  await page.getByRole('textbox', { name: 'Search term' }).press('Enter');
  await expect(page).toHaveURL(/\/pages\/news\/search\?q=monsoon/);
  await expect(page).toHaveTitle("Search results for 'monsoon' · Khabar");

  // A result's line to its story, then the story's first report.
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: / sources · \+\d+ more reports? from / }) })
    .first();
  await card.getByRole('link', { name: / sources · \+\d+ more reports? from / }).click();
  await expect(page).toHaveURL(/\/pages\/news\/story\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const story = (await (await page.request.get(`${API.news.story}/${id}?page=1&size=20`)).json()) as StoryPage;
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
  await expect(page).toHaveTitle(`${STORY_TEXTS.documentTitle(story.title)} · Khabar`);

  const first = story.content[0] as ArticleSummary;
  await page
    .getByRole('region', { name: STORY_TEXTS.first(first.source) })
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  await expect(page).toHaveTitle(`${first.title} · Khabar`);

  // Back through the history: each screen's title comes back with it.
  await page.goBack();
  await expect(page).toHaveTitle(`${STORY_TEXTS.documentTitle(story.title)} · Khabar`);
  await page.goBack();
  await expect(page).toHaveTitle("Search results for 'monsoon' · Khabar");
  await page.getByRole('link', { name: 'Khabar home' }).click();
  await expect(page).toHaveTitle('The news, all in one place · Khabar');
});

test('a page opened from a link has its title from the server, and keeps it once the app runs', async ({ page }) => {
  const res = await page.request.get(`${API.news.latest}?page=1&size=1&collapse=story`);
  const lead = ((await res.json()) as { content: ArticleSummary[] }).content[0]!;
  const path = `/pages/news/details/${encodeURIComponent(lead.url)}`;
  const html = await (await page.request.get(path)).text();
  expect(html).toContain('<meta property="og:type" content="article"/>');
  await page.goto(path);
  await expect(page).toHaveTitle(`${lead.title} · Khabar`);
  // Link previews stay one of each once the app has taken the page over.
  const count = (selector: string) => page.locator(selector).count();
  expect(await count('title')).toBe(1);
  expect(await count('meta[property="og:title"]')).toBe(1);
  expect(await count('meta[name="description"]')).toBe(1);
  expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(lead.title);
});
