// A saved article opened offline comes with its full text in the first HTML: the service worker
// answers its address with the page the server rendered, the member's text from the device's
// copy in it (kept when it was saved), painted before any script runs; the app then takes it
// over and the member's own view follows.
import type { Page } from '@playwright/test';
import { API } from '#shared/api-paths.ts';
import { ARTICLE_PAGES_CACHE } from '#offline/names.ts';
import { OFFLINE_COPY_TEXT } from './english-words';
import { expect, test } from './fixtures';
import { becomeMember } from './payments';
import { controlledBySw, goOffline, goOnline } from './network';
import { newPerson, signIn } from './sign-in';

test.use({ allowConsoleErrors: /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|Failed to load resource/ });

type Card = { title: string; url: string; summary: string };
const details = (url: string) => `/pages/news/details/${encodeURIComponent(url)}`;

/**
 * Words of the article's body that its summary does not have: a run of plain words from the
 * last paragraph of the text a member reads online (written the same in HTML as in the text).
 */
async function bodySentence(page: Page, a: Card): Promise<string> {
  const res = await page.request.get(`${API.news.article}?url=${encodeURIComponent(a.url)}`);
  const { text } = (await res.json()) as { text: string | null };
  const paragraphs = (text ?? '').split(/\n\s*\n/).filter((p) => p.trim());
  const words = paragraphs
    .at(-1)
    ?.match(/[\p{L}\p{M}\d ,.]{30,}/u)?.[0]
    ?.trim()
    .slice(0, 60);
  if (!words || paragraphs.length < 2) throw new Error('the demo article has a text of several paragraphs');
  expect(a.summary).not.toContain(words);
  return words;
}

/** The article addresses whose pages this device keeps. */
const keptPages = (page: Page) =>
  page.evaluate(
    async (name) => (await (await caches.open(name)).keys()).map((r) => decodeURIComponent(new URL(r.url).pathname)),
    ARTICLE_PAGES_CACHE,
  );

for (const size of [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
]) {
  test(`a saved article opened offline has its text in the first HTML, then the member's view (${size.width} px)`, async ({
    page,
    context,
  }) => {
    test.slow();
    await page.setViewportSize(size);
    await signIn(page, newPerson('Kiran', 'Offline'));
    await becomeMember(page, 10);
    const res = await page.request.get(`${API.news.category}/Science?size=1`);
    const [a] = ((await res.json()) as { content: Card[] }).content;
    if (!a) throw new Error('the demo corpus has Science news');
    await page.goto(details(a.url));
    await controlledBySw(page);
    await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeDisabled();
    // The page is kept once the save is on the device.
    await expect.poll(() => keptPages(page), { timeout: 20_000 }).toContain(`/pages/news/details/${a.url}`);

    const sentence = await bodySentence(page, a);
    // The page kept holds the member's text, not only a visitor's summary.
    await expect
      .poll(
        () =>
          page.evaluate(async ({ name, path }) => (await (await (await caches.open(name)).match(path))?.text()) ?? '', {
            name: ARTICLE_PAGES_CACHE,
            path: details(a.url),
          }),
        { timeout: 20_000 },
      )
      .toContain(sentence);

    await goOffline(context);
    const response = await page.goto(details(a.url));
    const html = (await response?.text()) ?? '';
    // The first HTML holds the article's title and its full text: no script is needed to read them.
    expect(html).toContain('data-server-markup');
    expect(html).toContain(a.title.replace(/&/g, '&amp;').slice(0, 40));
    expect(html).toContain(sentence);
    await expect(page.getByRole('heading', { level: 1, name: a.title })).toBeVisible();
    await expect(page.getByText(sentence)).toBeVisible();
    // Then the app has taken the markup over and shows the member's controls, from the device.
    await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(OFFLINE_COPY_TEXT)).toBeVisible();
    await expect(page.getByText(sentence)).toBeVisible();
    await goOnline(context);
  });
}
