import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalOverflow, test, useTheme } from './fixtures';

const ARTICLE = 'details';
const ROUTES = [
  '/dashboard/news',
  '/pages/news/list?category=Technology',
  '/pages/news/search?q=India',
  ARTICLE,
  '/pages/speech',
];
const SHOTS = process.env.SCREENSHOT_DIR ?? '.tmp/screenshots';

/** The details route needs a real article URL: take the first one from the latest news. */
async function resolve(page: Page, route: string): Promise<string> {
  if (route !== ARTICLE) return route;
  const res = await page.request.get('/api/elasticsearch/public/newssearchitem/latest?size=1');
  const { content } = (await res.json()) as { content: { url: string }[] };
  return `/pages/news/details/${encodeURIComponent(content[0]?.url ?? '')}`;
}

async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

// One test per route and theme: axe takes seconds per page on a busy machine.
for (const theme of ['default', 'grey'] as const) {
  for (const route of ROUTES) {
    test(`${route} has no serious accessibility problems in the ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto(await resolve(page, route));
      await settle(page);
      await expectAccessible(page, `${route} (${theme})`);
    });
  }
}

for (const width of [360, 1280]) {
  test(`my routes fit a ${width} px wide screen`, async ({ page }) => {
    test.setTimeout(60_000);
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width, height: 800 });
    for (const route of ROUTES) {
      await page.goto(await resolve(page, route));
      await settle(page);
      await expectNoHorizontalOverflow(page);
      const name = route === ARTICLE ? 'article' : route.split('?')[0]!.split('/').pop();
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    }
  });
}

test('the article dialog fits a phone and is accessible', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/pages/news/list?category=Health');
  await page.getByRole('article').first().getByRole('heading').getByRole('button').click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Ask AI About This Article' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page, 'article dialog');
  await page.screenshot({ path: `${SHOTS}/dialog-360.png` });
});
