import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalOverflow, test, useTheme } from './fixtures';
import { becomeMember, buyCredits } from './payments';
import { newPerson, signIn } from './sign-in';

const ROUTES = ['/secure/order', '/secure/order-subscription', '/secure/subscription', '/secure/transaction-history'];
const SHOTS = process.env.SCREENSHOT_DIR ?? '.tmp/screenshots';

/** A user with a paid order and a membership, so the history tables have rows. */
async function buyer(page: Page, name: string): Promise<void> {
  await signIn(page, newPerson(name, 'Sen'));
  await buyCredits(page, 400);
  await becomeMember(page, 20);
}

async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const theme of ['default', 'grey'] as const) {
  test(`the payment screens have no serious accessibility problems in the ${theme} theme`, async ({ page }) => {
    test.slow();
    await useTheme(page, theme);
    await buyer(page, theme === 'grey' ? 'Grey' : 'Plain');
    for (const route of ROUTES) {
      await page.goto(route);
      await settle(page);
      await expectAccessible(page, `${route} (${theme})`);
    }
  });
}

for (const width of [360, 1280]) {
  test(`the payment screens fit a ${width} px wide screen`, async ({ page }) => {
    test.slow();
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width, height: 800 });
    await buyer(page, `W${width}`);
    for (const route of ROUTES) {
      await page.goto(route);
      await settle(page);
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: `${SHOTS}/${route.split('/').pop()}-${width}.png`, fullPage: true });
    }
  });
}
