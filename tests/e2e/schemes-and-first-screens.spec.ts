import type { APIRequestContext, Page } from '@playwright/test';
import { API } from '#shared/api-paths.ts';
import type { ArticleSummary } from '#shared/schemas/news.ts';
import { expect, expectAccessible, test } from './fixtures';

// The colour scheme follows the system's prefers-color-scheme from the first paint (Mantine's
// colour-scheme script runs in the page's head, before the body is parsed), on the server's
// pages and the app's own; the reader's explicit choice wins and is kept. And every public list
// comes from the server as markup: a category, search results, a source's news.
test.use({ serviceWorkers: 'block' });

const SIZES = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** The newest story's card in a category (one card per story, as the list asks). */
async function newestIn(request: APIRequestContext, category: string): Promise<ArticleSummary> {
  const res = await request.get(`${API.news.category}/${category}?page=1&size=1&collapse=story`);
  return ((await res.json()) as { content: ArticleSummary[] }).content[0]!;
}

/**
 * The colour scheme on <html> when the page's root element was parsed (before any module script
 * ran, so before the app could change it), and the body's background then.
 */
const FIRST_PAINT_PROBE = () => {
  const seen = new MutationObserver(() => {
    if (!document.getElementById('root') || !document.body) return;
    seen.disconnect();
    const w = window as unknown as { firstScheme?: string | null; firstBackground?: string };
    w.firstScheme = document.documentElement.getAttribute('data-mantine-color-scheme');
    w.firstBackground = getComputedStyle(document.body).backgroundColor;
  });
  seen.observe(document, { childList: true, subtree: true });
};
const firstPaint = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { firstScheme?: string | null; firstBackground?: string };
    return { scheme: w.firstScheme, background: w.firstBackground };
  });
/** A dark background: each channel well below the middle. */
const isDark = (rgb: string | undefined) => (rgb?.match(/\d+/g) ?? ['255']).slice(0, 3).every((c) => Number(c) < 80);

for (const size of SIZES) {
  test.describe(`on a ${size.name} (${size.width} px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test.describe('a system in dark mode', () => {
      test.use({ colorScheme: 'dark' });

      test('the server page and the app paint dark from the first frame, and pass contrast', async ({ page }) => {
        test.slow();
        await page.addInitScript(FIRST_PAINT_PROBE);
        await page.goto('/pages/news/list?category=World');
        // The server's markup (the app took it over: the fixture waits for that) was dark when parsed.
        const first = await firstPaint(page);
        expect(first.scheme).toBe('dark');
        expect(isDark(first.background), `body ${first.background}`).toBe(true);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
        await expectAccessible(page, `category list, dark, ${size.width} px`);
        // A screen the browser renders (sign-in) is dark from its first paint too.
        await page.goto('/pages/user/login');
        expect((await firstPaint(page)).scheme).toBe('dark');
        await expectAccessible(page, `sign-in, dark, ${size.width} px`);
        // An article as a visitor sees it: the members' notice over the AI answers carries links
        // on its tinted background.
        const article = await newestIn(page.request, 'World');
        await page.goto(`/pages/news/details/${encodeURIComponent(article.url)}`);
        await expect(page.locator('.mantine-Alert-message a').first()).toBeVisible();
        await expectAccessible(page, `article, dark, ${size.width} px`);
      });

      test("the reader's choice of light wins over the system, and is kept", async ({ page }) => {
        test.slow();
        await page.goto('/dashboard/news');
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
        await page.getByRole('button', { name: 'Open menu' }).click();
        const drawer = page.getByRole('dialog');
        await drawer.getByText('Light', { exact: true }).click();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
        await page.addInitScript(FIRST_PAINT_PROBE);
        await page.reload();
        expect((await firstPaint(page)).scheme).toBe('light');
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog').getByText('System', { exact: true }).click();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      });
    });

    test('a system in light mode paints light, and Dark chosen in the menu is kept', async ({ page }) => {
      test.slow();
      await page.addInitScript(FIRST_PAINT_PROBE);
      await page.goto('/dashboard/news');
      expect((await firstPaint(page)).scheme).toBe('light');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByText('Dark', { exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await page.goto('/pages/news/search?q=monsoon');
      expect((await firstPaint(page)).scheme).toBe('dark');
      await expectAccessible(page, `search results, dark by choice, ${size.width} px`);
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('a category page comes from the server with its title and stories', async ({ page }) => {
        const lead = await newestIn(page.request, 'World');
        await page.goto('/pages/news/list?category=World');
        await expect(page.getByRole('heading', { level: 1, name: 'World' })).toBeVisible();
        await expect(page.getByRole('heading', { name: lead.title }).first()).toBeVisible();
        await expect(page.getByText('needs JavaScript')).toHaveCount(0);
        await expect(page).toHaveTitle(/World/);
      });

      test("search results and a source's news come from the server", async ({ page }) => {
        await page.goto('/pages/news/search?q=monsoon');
        await expect(page.getByRole('heading', { level: 1, name: 'Search Results for "monsoon"' })).toBeVisible();
        await expect(page.getByRole('status')).toContainText(/\d+ results?/);
        await expect(page.getByRole('article').first()).toBeVisible();
        const lead = await newestIn(page.request, 'World');
        await page.goto(`/pages/news/search?source=${encodeURIComponent(lead.source)}`);
        await expect(page.getByRole('article').first()).toContainText(lead.source);
      });
    });
  });
}
