// "Listen to my bookmarks" in Chromium: the playlist plays saved articles one after another and
// the Media Session shows what is playing. Headless Chromium has no voices, so the page's
// speech synthesis is replaced by a recorder the test can advance.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { API } from '#shared/api-paths.ts';
import { LISTEN_TEXTS } from './english-words';
import { expect, test } from './fixtures';
import { becomeMember } from './payments';
import { CSRF, newPerson, signIn } from './sign-in';
import { recordSpeech, said } from './speech-recorder';

const SHOTS = process.env.SCREENSHOT_DIR ?? '.tmp/screenshots';

const sessionTitle = (page: Page) => page.evaluate(() => navigator.mediaSession.metadata?.title ?? null);

test('the bookmarks playlist plays, advances, changes speed and shows its title in the Media Session', async ({
  page,
}) => {
  test.slow();
  await recordSpeech(page);
  await signIn(page, newPerson('Tara', 'Listener'));
  await becomeMember(page, 10);
  const res = await page.request.get(`${API.news.category}/Health?size=2`);
  const [older, newer] = ((await res.json()) as { content: Array<{ title: string; url: string }> }).content;
  if (!older || !newer) throw new Error('the demo corpus has Health news');
  for (const c of [older, newer])
    expect((await page.request.post(API.news.bookmark, { data: c, headers: CSRF })).ok()).toBe(true);

  await page.goto('/pages/news/listen');
  await expect(page.getByRole('heading', { level: 1, name: LISTEN_TEXTS.heading })).toBeVisible();
  const list = page
    .getByRole('region', { name: LISTEN_TEXTS.playlist })
    .or(page.locator('section[aria-labelledby="playlist-heading"]'));
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const nowPlaying = page.getByTestId('now-playing');
  await expect(nowPlaying).toHaveText(newer.title); // newest saved first
  // The articles' text arrives from the sync; wait until the playlist knows more than titles.
  await expect(list.getByText(LISTEN_TEXTS.titleOnly)).toHaveCount(0, { timeout: 15_000 });
  await page.reload();

  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect.poll(() => sessionTitle(page)).toBe(newer.title);
  const first = await said(page);
  expect(first[0]?.text.startsWith(newer.title)).toBe(true);
  expect(first[0]?.lang).toBe('en-IN');

  await page.getByRole('combobox', { name: 'Speed' }).click();
  await page.getByRole('option', { name: '1.5×' }).click();
  await expect.poll(async () => (await said(page)).at(-1)?.rate).toBe(1.5);

  // Finish every part of the first article: the playlist moves on by itself.
  for (let i = 0; i < 200 && (await nowPlaying.innerText()) === newer.title; i++)
    await page.evaluate(() => window.__finishCurrent());
  await expect(nowPlaying).toHaveText(older.title);
  await expect.poll(() => sessionTitle(page)).toBe(older.title);
  expect((await said(page)).at(-1)?.text.startsWith(older.title)).toBe(true);
  await expect(list.getByRole('listitem').first().getByText(LISTEN_TEXTS.listened, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(nowPlaying).toHaveText(newer.title);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();

  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${SHOTS}/playlist-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/playlist-1280.png`, fullPage: true });
});

test('the drawer offers "Install app" with steps where the browser has no prompt', async ({ page }) => {
  await page.goto('/dashboard/news');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Install app' }).click();
  const dialog = page.getByRole('dialog', { name: 'Install Khabar' });
  await expect(dialog.getByText('Add to Home Screen', { exact: false }).first()).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${SHOTS}/install-360.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/install-1280.png` });
});

test('the manifest has Bookmarks and Search shortcuts and a share target that opens an article', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = (await page.locator('link[rel="manifest"]').getAttribute('href')) ?? '';
  const m = (await (await request.get(href)).json()) as {
    shortcuts: Array<{ url: string }>;
    share_target: { action: string; method: string };
  };
  expect(m.shortcuts.map((s) => s.url)).toEqual(['/pages/news/bookmarks', '/pages/news/search']);
  expect(m.share_target).toMatchObject({ action: '/share', method: 'GET' });
  const res = await request.get(`${API.news.latest}?size=1`);
  const [card] = ((await res.json()) as { content: Array<{ title: string; url: string }> }).content;
  await page.goto(`/share?text=${encodeURIComponent(`Look at this ${card!.url}`)}`);
  await page.getByRole('link', { name: 'Open in Khabar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: card!.title })).toBeVisible();
});
