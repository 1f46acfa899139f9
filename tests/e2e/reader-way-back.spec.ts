// The way back after sign-in from anywhere (the toolbar, a locked control; on a category, a
// story, an article and a list's article dialog), with the locked Save finished afterwards;
// the messages that help (a broken link, an unsaved article offline, a save made offline);
// and a news home whose sections never show a story twice.
import type { Page } from '@playwright/test';
import { API } from '#shared/api-paths.ts';
import { MESSAGES } from '#shared/messages.ts';
import { NOT_SAVED_OFFLINE_TITLE } from './english-words';
import { expect, expectNoHorizontalOverflow, failedLoad, test } from './fixtures';
import { controlledBySw, goOffline } from './network';
import { becomeMember } from './payments';
import { CSRF, newPerson, signIn, type DemoPerson } from './sign-in';

test.use({ serviceWorkers: 'block' });

const DETAILS = /\/pages\/news\/details\/[^?#]+$/;
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function signInOnLoginPage(page: Page, person: DemoPerson): Promise<void> {
  await expect(page).toHaveURL(/\/pages\/user\/login\?redirect=/);
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByRole('button', { name: 'Sign in with demo account' }).click();
  // A sign-in creates or finds the account: slower than a page on a loaded machine.
  await expect(page).not.toHaveURL(/\/pages\/user\/login/, { timeout: 30_000 });
}

const toolbarSignIn = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Sign in' });

test.describe('the way back after sign-in', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('from the toolbar on a category page: the same address, query and scroll', async ({ page }) => {
    test.slow();
    await page.goto('/pages/news/list?category=India&page=2');
    await page.getByRole('article').nth(5).scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(0);
    await toolbarSignIn(page).click();
    await expect(page).toHaveURL(
      `/pages/user/login?redirect=${encodeURIComponent('/pages/news/list?category=India&page=2')}`,
    );
    await signInOnLoginPage(page, newPerson('Ira', 'Toolbar'));
    await expect(page).toHaveURL(/\/pages\/news\/list\?category=India&page=2$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu for Ira' })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(before);
  });

  test('from a story page and from an article page, back to each', async ({ page }) => {
    test.slow();
    const res = await page.request.get(`${API.news.latest}?page=1&size=30&collapse=story`);
    const { content } = (await res.json()) as { content: { url: string; story?: { id: number; size: number } }[] };
    const story = content.find((a) => a.story && a.story.size > 1)!.story!;
    await page.goto(`/pages/news/story/${story.id}`);
    await toolbarSignIn(page).click();
    await signInOnLoginPage(page, newPerson('Dev', 'Story'));
    await expect(page).toHaveURL(new RegExp(`/pages/news/story/${story.id}$`));

    // A visitor again, on a page with nothing signed-in left running.
    await page.goto('about:blank');
    await page.context().clearCookies();
    const article = `/pages/news/details/${encodeURIComponent(content[0]!.url)}`;
    await page.goto(article);
    const locked = page.getByRole('button', { name: 'Bookmark' });
    await locked.click();
    await page.getByTestId('locked-note').getByRole('link', { name: 'Sign in' }).click();
    await signInOnLoginPage(page, newPerson('Lata', 'Article'));
    await expect(page).toHaveURL(article);
    // A non-member's locked Save is not finished, and says why.
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.savedAfterSignInNeedsMembership })).toBeVisible();
  });

  test('from a list’s article dialog at 1280 px: back to the article, open over the list', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/pages/news/list?category=Science');
    const title = (await page.getByRole('article').first().getByRole('heading').innerText()).trim();
    await page.getByRole('article').first().getByRole('heading').getByRole('button').click();
    await expect(page).toHaveURL(DETAILS);
    const address = page.url();
    await toolbarSignIn(page).click();
    await expect(page).toHaveURL(`/pages/user/login?redirect=${encodeURIComponent(new URL(address).pathname)}`);
    await signInOnLoginPage(page, newPerson('Ravi', 'Dialog'));
    await expect(page).toHaveURL(address);
    await expect(page.getByRole('dialog').getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Science' })).toBeVisible();
  });

  test('a locked Save on a card finishes saving once the reader has signed in as a member', async ({ page }) => {
    test.slow();
    const person = newPerson('Meera', 'Member');
    await signIn(page, person);
    await becomeMember(page, 10);
    await page.context().clearCookies();
    await page.goto('/pages/news/list?category=Sports');
    const card = page.getByRole('article').first();
    const title = (await card.getByRole('heading').innerText()).trim();
    await card.getByRole('button', { name: 'Save this news' }).click();
    await card.getByTestId('locked-note').getByRole('link', { name: 'Sign in' }).click();
    await signInOnLoginPage(page, person);
    await expect(page).toHaveURL(/\/pages\/news\/list\?category=Sports$/);
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.bookmarkSuccess })).toBeVisible();
    await expect(page.getByRole('article').first().getByRole('button', { name: 'Saved' })).toBeDisabled();
    await expect
      .poll(async () => {
        const r = await page.request.get(`${API.news.bookmark}?size=100`, { headers: CSRF });
        const body = (await r.json()) as { content?: { title: string }[] };
        return (body.content ?? []).map((b) => b.title);
      })
      .toContain(title);
  });
});

test.describe('messages that help', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test.describe(() => {
    test.use({ allowConsoleErrors: failedLoad('/pages/news/details/') });
    test('a cut-off article link says it is broken and offers a search from its words', async ({ page }) => {
      const res = await page.goto('/pages/news/details/xyz');
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'This article link is broken' })).toBeVisible();
      await expect(page.getByText('Failed to load article')).toHaveCount(0);
      await page.getByRole('link', { name: 'Search the news for "xyz"' }).click();
      await expect(page).toHaveURL(/\/pages\/news\/search\?q=xyz$/);
      await expectNoHorizontalOverflow(page);
    });
  });

  test.describe(() => {
    // Offline, the app's code comes from the service worker's precache, as on a phone; the
    // outbox's own tries to send the save fail until the network is back.
    test.use({ serviceWorkers: 'allow', allowConsoleErrors: /ERR_INTERNET_DISCONNECTED|Failed to load resource/ });
    test('offline, an unsaved article says it was not saved for reading offline; a save says it will sync', async ({
      page,
      context,
    }) => {
      test.slow();
      await signIn(page, newPerson('Noor', 'Offline'));
      await becomeMember(page, 10);
      await page.goto('/pages/news/list?category=Politics');
      await controlledBySw(page);
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu for Noor' })).toBeVisible();
      await goOffline(context);
      await page.getByRole('article').first().getByRole('heading').getByRole('button').click();
      const alert = page.getByRole('dialog').getByRole('alert');
      await expect(alert).toContainText(NOT_SAVED_OFFLINE_TITLE);
      await expect(alert).toContainText('save it with Bookmark while you are online');
      await expect(page.getByText('Failed to load article')).toHaveCount(0);
      await page.getByRole('button', { name: 'Close', exact: true }).click();

      await page.getByRole('article').nth(1).getByRole('button', { name: 'Save this news' }).click();
      await expect(page.getByRole('status').filter({ hasText: MESSAGES.bookmarkQueuedOffline })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: MESSAGES.bookmarkSuccess })).toHaveCount(0);
    });
  });
});

test.describe('sections that do not repeat', () => {
  for (const width of [360, 1280]) {
    test(`the home's Top stories, Today and Latest show different stories, and so does every page of Latest (${width} px)`, async ({
      page,
    }) => {
      test.slow(); // three loads of the home's lists
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/dashboard/news');
      const titles = async (name: string) =>
        (await page.getByRole('region', { name }).getByRole('article').getByRole('heading').allInnerTexts()).map((t) =>
          t.trim(),
        );
      const top = await titles('Top stories');
      const today = await titles('Today');
      const latest = await titles('Latest');
      expect(top.length).toBe(5);
      expect(today.length).toBeGreaterThan(0);
      expect(latest.length).toBeGreaterThan(0);
      const all = [...top, ...today, ...latest];
      expect(new Set(all).size).toBe(all.length);

      for (const p of [2, 3]) {
        await page
          .getByRole('region', { name: 'Latest' })
          .getByRole('button', { name: `Page ${p}` })
          .click();
        await expect(page).toHaveURL(new RegExp(`\\?page=${p}$`));
        await expect(page.getByRole('region', { name: 'Top stories' })).toHaveCount(0, { timeout: 20_000 });
        const onScreen = [...(await titles('Today')), ...(await titles('Latest'))];
        expect(onScreen.length).toBeGreaterThan(today.length);
        expect(new Set(onScreen).size).toBe(onScreen.length);
      }
    });
  }
});
