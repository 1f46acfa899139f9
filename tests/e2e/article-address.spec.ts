// An article is an address: a card opens the article dialog under the article's own address,
// Back closes it where the list was, Forward reopens it, a reload opens the article page; and
// Share hands that address to the system's share sheet, or offers Copy link and WhatsApp.
import type { Page } from '@playwright/test';
import { API } from '#shared/api-paths.ts';
import { expect, expectNoHorizontalOverflow, test } from './fixtures';

// The browser's own history and address bar are under test; API stubs are not used.
test.use({ serviceWorkers: 'block' });

const WIDTHS = [360, 1280] as const;
const DETAILS = /\/pages\/news\/details\/([^?#]+)$/;

/** The address bar's article, decoded, or null. */
const articleInBar = (page: Page) => {
  const m = DETAILS.exec(new URL(page.url()).pathname);
  return m ? decodeURIComponent(m[1]!) : null;
};

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a card opens under its own address; Back closes it at the same scroll, Forward reopens, reload shows the page', async ({
      page,
    }) => {
      test.slow();
      await page.goto('/dashboard/news');
      const latest = page.getByRole('region', { name: 'Latest' });
      const card = latest.getByRole('article').last();
      await card.scrollIntoViewIfNeeded();
      const title = (await card.getByRole('heading').innerText()).trim();
      const before = await scrollY(page);
      expect(before).toBeGreaterThan(0);

      await card.getByRole('heading').getByRole('button').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
      await expect(page).toHaveURL(DETAILS);
      const url = articleInBar(page);
      expect(url).toMatch(/^https?:\/\//);
      await expect(dialog.getByText(url!, { exact: true })).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(/\/dashboard\/news$/);
      await expect(dialog).toBeHidden();
      await expect.poll(() => scrollY(page)).toBe(before);
      await expect(card.getByRole('heading')).toBeInViewport();

      await page.goForward();
      await expect(page).toHaveURL(DETAILS);
      await expect(page.getByRole('dialog').getByRole('heading', { name: title })).toBeVisible();
      expect(articleInBar(page)).toBe(url);

      // The close button is Back too: the list, and no second entry for the dialog.
      await page.getByRole('button', { name: 'Close article' }).click();
      await expect(page).toHaveURL(/\/dashboard\/news$/);
      await page.goForward();
      await expect(page).toHaveURL(DETAILS);

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectNoHorizontalOverflow(page);

      // Opened cold (a pasted link), the address is the article page.
      const cold = await page.context().newPage();
      await cold.goto(page.url());
      await expect(cold.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await cold.close();
    });

    test('in a category and in search, another card switches the dialog and one Back returns to the list', async ({
      page,
    }) => {
      await page.goto('/pages/news/list?category=India&page=2');
      const cards = page.getByRole('article');
      const second = (await cards.nth(1).getByRole('heading').innerText()).trim();
      await cards.first().getByRole('heading').getByRole('button').click();
      await expect(page).toHaveURL(DETAILS);
      const first = articleInBar(page);
      // The dialog is non-modal: the list behind it still opens cards (the dialog covers the
      // list on a phone, so there the list is reached by keyboard).
      await cards.nth(1).getByRole('heading').getByRole('button').focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog').getByRole('heading', { name: second })).toBeVisible();
      expect(articleInBar(page)).not.toBe(first);
      await page.goBack();
      await expect(page).toHaveURL(/\/pages\/news\/list\?(category=India&page=2|page=2&category=India)$/);
      await expect(page.getByRole('dialog')).toBeHidden();

      await page.goto('/pages/news/search?q=monsoon');
      await page.getByRole('article').first().getByRole('heading').getByRole('button').click();
      await expect(page).toHaveURL(DETAILS);
      await page.goBack();
      await expect(page).toHaveURL(/\/pages\/news\/search\?q=monsoon$/);
    });

    test('Share uses the system share sheet where there is one', async ({ page }) => {
      await page.addInitScript(() => {
        const shared: ShareData[] = [];
        (window as unknown as { shared: ShareData[] }).shared = shared;
        Object.defineProperty(Navigator.prototype, 'share', {
          configurable: true,
          value: (data: ShareData) => {
            shared.push(data);
            return Promise.resolve();
          },
        });
      });
      await page.goto('/pages/news/list?category=World');
      const card = page.getByRole('article').first();
      const title = (await card.getByRole('heading').innerText()).trim();
      await card.getByRole('button', { name: `Share: ${title}` }).click();
      await card.getByRole('heading').getByRole('button').click();
      await expect(page).toHaveURL(DETAILS);
      const articleAddress = page.url();
      await page.getByRole('dialog').getByRole('button', { name: 'Share', exact: true }).click();
      const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
      expect(shared).toEqual([
        { title, url: articleAddress },
        { title, url: articleAddress },
      ]);
      await expect(page.getByTestId('share-choices')).toHaveCount(0);
    });

    test('without the Web Share API, Share offers Copy link and WhatsApp, on articles and stories', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
      });
      await page.goto('/pages/news/list?category=Business');
      await page.getByRole('article').first().getByRole('heading').getByRole('button').click();
      const dialog = page.getByRole('dialog');
      const title = (await dialog.getByRole('heading', { level: 2 }).first().innerText()).trim();
      const share = dialog.getByRole('button', { name: 'Share', exact: true });
      await share.click();
      await expect(share).toHaveAttribute('aria-expanded', 'true');
      const choices = dialog.getByTestId('share-choices');
      await choices.getByRole('button', { name: 'Copy link' }).click();
      await expect(choices.getByRole('status')).toHaveText('Link copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
      await expect(choices.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
        'href',
        `https://wa.me/?text=${encodeURIComponent(`${title}\n${page.url()}`)}`,
      );
      await expectNoHorizontalOverflow(page);

      // A story page shares its own address the same way.
      const res = await page.request.get(`${API.news.latest}?page=1&size=30&collapse=story`);
      const body = (await res.json()) as { content: { story?: { id: number; size: number } }[] };
      const s = body.content.find((a) => a.story && a.story.size > 1)?.story;
      const storyHref = s ? `/pages/news/story/${s.id}` : null;
      expect(storyHref).not.toBeNull();
      await page.goto(storyHref!);
      const storyTitle = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      const link = page.getByTestId('share-choices').getByRole('link', { name: 'WhatsApp' });
      await expect(link).toHaveAttribute(
        'href',
        `https://wa.me/?text=${encodeURIComponent(`${storyTitle}\n${new URL(storyHref!, page.url()).href}`)}`,
      );
      await expectNoHorizontalOverflow(page);
    });
  });
}

test('a story page is an address: Back returns to the list at its scroll, Forward and reload show the story', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/dashboard/news');
  const home = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  const story = page
    .getByRole('main')
    .getByRole('link', { name: /more report/ })
    .last();
  await story.scrollIntoViewIfNeeded();
  const before = await scrollY(page);
  await story.click();
  await expect(page).toHaveURL(/\/pages\/news\/story\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(home);
  const heading = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/news$/);
  await expect.poll(() => scrollY(page)).toBe(before);
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
});
