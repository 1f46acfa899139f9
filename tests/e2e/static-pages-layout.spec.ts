import { LEGAL_DOCS, OTHER_PAGES } from '#app/features/legal/legal-meta.ts';
import { expect, expectAccessible, expectNoHorizontalOverflow, test, useTheme } from './fixtures';

const PAGES = [...Object.values(LEGAL_DOCS), ...Object.values(OTHER_PAGES)];
const SHOTS = process.env.SCREENSHOT_DIR; // e.g. /tmp/pwa: keep screenshots to look at

for (const theme of ['default', 'grey'] as const) {
  test(`static pages have no serious accessibility problems in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(90_000);
    await useTheme(page, theme);
    for (const p of PAGES) {
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
      await expectAccessible(page, `${p.path} (${theme})`);
    }
  });
}

for (const width of [360, 1280]) {
  test(`static pages fit a ${width} px wide screen`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 800 });
    for (const p of PAGES) {
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      if (SHOTS && ['/pages/pricing', '/pages/contactus', '/pages/bot-info', '/pages/termsofuse'].includes(p.path)) {
        await page.screenshot({ path: `${SHOTS}/${p.path.split('/').pop()}-${width}.png`, fullPage: true });
      }
    }
  });
}
