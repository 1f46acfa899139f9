import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, test } from './fixtures';
import { becomeMember } from './payments';
import { newPerson, signIn } from './sign-in';

// A member reads an article with maths on a phone and opens all four AI answers: the maths is
// typeset (no KaTeX error), a wide formula scrolls in its own box, each answer opens on a short
// summary with its evidence behind "Show evidence", and the page stays a few screens tall.

const SHOTS = process.env.SCREENSHOT_DIR ?? '.tmp/screenshots';
const KINDS = ['Bias', 'Sentiment', 'Missing angles', 'Explain like I am 15'];
const details = (url: string) => `/pages/news/details/${encodeURIComponent(url)}`;

/** A demo article whose text has display maths, read through the member's article call. */
async function articleWithMaths(page: Page): Promise<string> {
  for (const category of ['Science', 'Business', 'Technology', 'Health', 'Environment', 'India']) {
    const list = await page.request.get(`/api/elasticsearch/public/newssearchitem/category/${category}?size=30`);
    for (const { url } of ((await list.json()) as { content: { url: string }[] }).content) {
      const res = await page.request.get(
        `/api/elasticsearch/global/newssearchitem/article?url=${encodeURIComponent(url)}`,
        {
          headers: { 'x-requested-with': 'khabar' },
        },
      );
      const text = ((await res.json()) as { text: string | null }).text ?? '';
      if (text.includes('$$')) return url;
    }
  }
  throw new Error('no demo article with display maths');
}

test('on a phone, an article’s maths is typeset and its four answers open on short summaries', async ({ page }) => {
  test.slow();
  await signIn(page, newPerson('Asha', 'Reader'));
  await becomeMember(page, 10);
  const url = await articleWithMaths(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(details(url));

  await expect(page.locator('.katex-display').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.katex-error')).toHaveCount(0);
  // A formula wider than the column scrolls inside its own box, never the page.
  const box = await page
    .locator('.katex-display')
    .first()
    .evaluate((el) => getComputedStyle(el).overflowX);
  expect(box).toBe('auto');
  await expectNoHorizontalOverflow(page);

  for (const name of KINDS) {
    await page.getByRole('button', { name, exact: true }).click();
    const panel = page.getByRole('region', { name });
    await expect(panel.getByRole('button', { name: 'Save to my notes' })).toBeVisible({ timeout: 20_000 });
    await expect(panel.getByRole('button', { name: 'Show evidence' })).toHaveAttribute('aria-expanded', 'false');
    const summary = await panel.locator('p').first().innerText();
    expect(summary.split(/\s+/).filter(Boolean).length, summary).toBeLessThanOrEqual(60);
    expect(await panel.innerText()).not.toMatch(/AFINN|word list|median|\bscores?\b/i);
  }
  await expectNoHorizontalOverflow(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, 'the article with all four answers open').toBeLessThan(4000);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/answers-open-360.png`, fullPage: true });

  // The evidence is one tap away, and folds away again.
  const bias = page.getByRole('region', { name: 'Bias' });
  await bias.getByRole('button', { name: 'Show evidence' }).click();
  await expect(bias.getByRole('button', { name: 'Hide evidence' })).toHaveAttribute('aria-expanded', 'true');
  await expect(bias.getByText('Automated analysis', { exact: false })).toBeVisible();
  await bias.getByRole('button', { name: 'Hide evidence' }).click();
  await expect(bias.getByText('Automated analysis', { exact: false })).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/answers-open-1280.png`, fullPage: true });
});

test('an article page names its drawn preview picture, which is a 1200×630 PNG', async ({ page, request }) => {
  const list = await request.get('/api/elasticsearch/public/newssearchitem/latest?size=1');
  const [{ url }] = ((await list.json()) as { content: { url: string }[] }).content as [{ url: string }];
  await page.goto(details(url));
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toContain('/api/elasticsearch/public/preview/article.png?url=');
  const res = await request.get(image as string);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
  const png = await res.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1200, height: 630 });
  // Opened on its own, the picture is a document whose browser asks for /favicon.ico.
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  await page.goto(image as string);
  await page.screenshot({ path: `${SHOTS}/preview-picture.png` });
});
