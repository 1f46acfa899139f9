import type { APIRequestContext, Page } from '@playwright/test';
import { API } from '#shared/api-paths.ts';
import { STATUS_BAR_HEIGHT } from '#app/components/shell/status-bar-height.ts';
import type { ArticleSummary } from '#shared/schemas/news.ts';
import { OFFLINE_TEXT } from './english-words';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

// A visitor's first screen comes from the server as markup (with the data it was built from), so
// the headlines show as soon as the HTML and CSS arrive, before any script has run; the app then
// takes over the same markup (hydrates it) from the same data. Seen here with JavaScript off:
// what a phone shows while the scripts are still on their way.
test.use({ serviceWorkers: 'block' });

/** The newest story's card, as the home asks for it (one card per story). */
async function newest(request: APIRequestContext): Promise<ArticleSummary> {
  const res = await request.get(`${API.news.latest}?page=1&size=1&collapse=story`);
  return ((await res.json()) as { content: ArticleSummary[] }).content[0]!;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the news home shows its sections and the newest story, with working links', async ({ page }) => {
    const lead = await newest(page.request);
    await page.goto('/dashboard/news');
    await expect(page.getByRole('heading', { level: 1, name: 'The news, all in one place' })).toBeVisible();
    for (const name of ['Top stories', 'Today', 'Latest']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: lead.title }).first()).toBeVisible();
    // No "needs JavaScript" notice over a page that is there.
    await expect(page.getByText('needs JavaScript')).toHaveCount(0);
    // A category link is a real link: it opens that list from the server.
    await page.getByRole('navigation', { name: 'News categories' }).getByRole('link', { name: 'World' }).click();
    await expect(page).toHaveURL(/\/pages\/news\/list\?category=World$/);
  });

  test('an article page shows its title, source and summary', async ({ page }) => {
    const lead = await newest(page.request);
    await page.goto(`/pages/news/details/${encodeURIComponent(lead.url)}`);
    await expect(page.getByRole('heading', { level: 1, name: lead.title })).toBeVisible();
    await expect(page.getByText(lead.source).first()).toBeVisible();
    await expect(page.getByText(lead.summary.slice(0, 40)).first()).toBeVisible();
  });
});

test('the app takes over the server markup: the same nodes, one copy of the screen, and it responds', async ({
  page,
}) => {
  const lead = await newest(page.request);
  const html = await (await page.request.get('/dashboard/news')).text();
  expect(html).toContain('data-server-markup');
  const serverCards = html.match(/<article[\s>]/g)?.length ?? 0;
  expect(serverCards).toBeGreaterThan(0);
  // The server's <main> as the browser parsed it, before any script of the app ran.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverMain: Element | null }).serverMain =
        document.querySelector('[data-server-markup] main');
    });
  });
  await page.goto('/dashboard/news');
  await expect(page.locator('[data-server-markup]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('article')).toHaveCount(serverCards);
  // The menu button works only once the app runs.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('heading', { name: lead.title }).first()).toBeVisible();
  // Hydrated, not rebuilt: the page's <main> is still the element the server sent.
  const same = await page.evaluate(() => {
    const kept = (window as unknown as { serverMain: Element | null }).serverMain;
    return kept !== null && kept.isConnected && document.querySelector('main') === kept;
  });
  expect(same).toBe(true);
});

test('on a phone, the stories far below the first screen answer their first tap and the keyboard', async ({ page }) => {
  // Their sections are Suspense boundaries, which React hydrates after the top of the screen,
  // or first when the reader uses them: the tap that reaches one first, or the focus that
  // moves into it, must still do what it says. Each on a page of its own (a reload would restore the
  // scroll position).
  const phone = { width: 360, height: 740 };
  const farStory = async (p: Page, fromLast: number) => {
    await p.setViewportSize(phone);
    await p.goto('/dashboard/news');
    const stories = p.getByRole('article');
    const story = stories.nth((await stories.count()) - fromLast);
    // Far below the first screen.
    expect((await story.boundingBox())!.y).toBeGreaterThan(2 * phone.height);
    return { story, title: await story.getByRole('heading').innerText(), dialog: p.getByRole('dialog') };
  };

  const tapped = await farStory(page, 1);
  await tapped.story.getByRole('heading').getByRole('button').click();
  await expect(tapped.dialog.getByRole('heading', { name: tapped.title })).toBeVisible();

  const second = await page.context().newPage();
  const focused = await farStory(second, 2);
  await focused.story.getByRole('heading').getByRole('button').focus();
  await second.keyboard.press('Enter');
  await expect(focused.dialog.getByRole('heading', { name: focused.title })).toBeVisible();
});

test.describe('the status bar at the foot of the page', () => {
  test.use({ allowConsoleErrors: /ERR_INTERNET_DISCONNECTED|Failed to load resource/ });

  test('gives the page its height only while a chip shows in it', async ({ page, context }) => {
    // Nothing is set on the page's root while the bar is empty: a property set there is
    // inherited by every element, and the browser would restyle the whole page as the app starts.
    const published = () =>
      page.evaluate((name) => document.documentElement.style.getPropertyValue(name), STATUS_BAR_HEIGHT);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/dashboard/news');
    const bar = page.locator('[data-status-bar]');
    await expect(bar).toBeAttached();
    await expect(bar).toBeEmpty();
    expect(await published()).toBe('');
    expect(await page.evaluate(() => document.documentElement.getAttribute('style'))).toBeNull();
    // Offline, the chip shows and the page learns how much of its foot the bar covers.
    await context.setOffline(true);
    await expect(bar.getByText(OFFLINE_TEXT)).toBeVisible();
    const height = Math.round((await bar.boundingBox())!.height);
    expect(height).toBeGreaterThan(0);
    await expect.poll(published).toBe(`${height}px`);
    // Back online, the chip goes and so does the height.
    await context.setOffline(false);
    await expect(bar.getByText(OFFLINE_TEXT)).toHaveCount(0);
    await expect.poll(published).toBe('');
  });
});

test('an article page starts without preload links, and the app inserts none', async ({ page }) => {
  // Each <link rel="modulepreload"> the app inserted from script as it started cost the main
  // thread, and those the page declared delayed its own downloads: Vite writes no preload lists
  // (vite.config.ts, build.modulePreload), and each chunk names its imports itself.
  const lead = await newest(page.request);
  const path = `/pages/news/details/${encodeURIComponent(lead.url)}`;
  const html = await (await page.request.get(path)).text();
  expect([...html.matchAll(/<link rel="modulepreload"[^>]*>/g)]).toEqual([]);
  await page.goto(path);
  // Taken over by the app, the screen's own code loaded, and nothing left to fetch.
  await expect(page.locator('[data-server-markup]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const preloads = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href),
  );
  expect(preloads).toEqual([]);
});

test('a signed-in reader gets no visitor markup (their own shell comes from the app)', async ({ page }) => {
  await signIn(page);
  const html = await (await page.request.get('/dashboard/news')).text();
  expect(html).not.toContain('data-server-markup');
  expect(html).toContain('<div id="root"></div>');
});
