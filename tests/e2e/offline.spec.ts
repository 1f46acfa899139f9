// Offline reading and the bookmark outbox in Chromium against the built app: changes made with
// no network survive a reload and reach the server once the network is back; saved articles
// and their AI answers open offline; signing out leaves nothing personal behind.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { API } from '#shared/api-paths.ts';
import { NEEDS_CONNECTION_TEXT, OFFLINE_COPY_TEXT } from './english-words';
import { expect, test } from './fixtures';
import { offlineStoreCounts } from './device-data';
import { becomeMember } from './payments';
import { controlledBySw, goOffline, goOnline } from './network';
import { newPerson, signIn } from './sign-in';

const SHOTS = process.env.SCREENSHOT_DIR ?? '.tmp/screenshots';
type Card = { title: string; url: string };
type Saved = { url: string; hasNote: boolean; note?: string };

test.use({ allowConsoleErrors: /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|Failed to load resource/ });

const details = (url: string) => `/pages/news/details/${encodeURIComponent(url)}`;

async function cards(page: Page, n: number, category: string): Promise<Card[]> {
  const res = await page.request.get(`${API.news.category}/${category}?size=${n}`);
  return ((await res.json()) as { content: Card[] }).content;
}

async function serverBookmarks(page: Page): Promise<Saved[]> {
  const res = await page.request.get(`${API.news.bookmark}?size=100&withNotes=true`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { content: Saved[] }).content;
}

/** The URLs of the articles kept on this device, read with the raw IndexedDB API. */
function keptArticleUrls(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('khabar-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (![...db.objectStoreNames].includes('articles')) {
            db.close();
            resolve([]);
            return;
          }
          const req = db.transaction('articles', 'readonly').objectStore('articles').getAllKeys();
          req.onsuccess = () => {
            db.close();
            resolve(req.result.map(String));
          };
          req.onerror = () => reject(req.error);
        };
      }),
  );
}

test('bookmark, unbookmark and edit a note offline; after a reload and reconnecting the server matches', async ({
  page,
  context,
}) => {
  test.slow();
  await signIn(page, newPerson('Anika', 'Offline'));
  await becomeMember(page, 10);
  const [a, b] = await cards(page, 2, 'India');
  if (!a || !b) throw new Error('the demo corpus has India news');

  // Online: save A from its page; read B without saving it.
  await page.goto(details(a.url));
  await controlledBySw(page);
  await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeDisabled();
  await expect.poll(async () => (await serverBookmarks(page)).map((s) => s.url)).toEqual([a.url]);
  await page.goto(details(b.url));
  await expect(page.getByRole('heading', { level: 1, name: b.title })).toBeVisible();
  // The visit is kept on the device in the background, after the article shows.
  await expect.poll(() => keptArticleUrls(page)).toContain(b.url);

  await goOffline(context);
  // B (read online) opens offline, marked as an offline copy; save it and write a note.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: b.title })).toBeVisible();
  await expect(page.getByText(OFFLINE_COPY_TEXT)).toBeVisible();
  await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeDisabled();
  const note = page.getByRole('region', { name: 'My note' });
  await note.getByRole('button', { name: 'Add a note' }).click();
  await note.getByLabel('My note').fill('Draft written offline');
  await note.getByRole('button', { name: 'Save note' }).click();
  await note.getByRole('button', { name: 'Edit note' }).click();
  await note.getByLabel('My note').fill('Written on the train, **offline**');
  await note.getByRole('button', { name: 'Save note' }).click();
  await expect(note.locator('strong', { hasText: 'offline' })).toBeVisible();

  // Remove A from the bookmarks page, offline.
  await page.goto('/pages/news/bookmarks');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await rows
    .filter({ hasText: a.title })
    .getByRole('button', { name: /^Remove/ })
    .click();
  await page.getByRole('dialog', { name: 'Remove bookmark?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: /changes? waiting to sync/ })).toBeVisible();

  // A reload with no network keeps every queued change and the device's bookmarks.
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: b.title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /changes? waiting to sync/ })).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${SHOTS}/bookmarks-offline-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/bookmarks-offline-1280.png`, fullPage: true });
  // Nothing reached the server meanwhile.
  expect((await serverBookmarks(page)).map((s) => s.url)).toEqual([a.url]);
  await goOnline(context);
  // Back online: the outbox replays in order and empties.
  await expect(page.getByRole('status').filter({ hasText: /changes? waiting to sync|Not synced/ })).toHaveCount(0, {
    timeout: 15_000,
  });
  const saved = await serverBookmarks(page);
  expect(saved.map((s) => s.url)).toEqual([b.url]);
  expect(saved[0]?.note).toBe('Written on the train, **offline**');
});

test('a saved article with its AI answers opens offline; an answer never fetched asks for a connection', async ({
  page,
  context,
}) => {
  test.slow();
  await signIn(page, newPerson('Rohan', 'Reader'));
  await becomeMember(page, 10);
  const [a] = await cards(page, 1, 'Business');
  if (!a) throw new Error('the demo corpus has Business news');
  await page.goto(details(a.url));
  await controlledBySw(page);
  await page.getByRole('button', { name: 'Bias', exact: true }).click();
  const bias = page.getByRole('region', { name: 'Bias' });
  await expect(bias.getByRole('button', { name: 'Save to my notes' })).toBeVisible({ timeout: 20_000 });
  const answer = (await bias.locator('p, li').first().innerText()).trim();
  await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeDisabled();
  const text = (await page.locator('main').getByRole('paragraph').first().innerText()).trim();

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: a.title })).toBeVisible();
  await expect(page.getByText(OFFLINE_COPY_TEXT)).toBeVisible();
  await expect(page.getByText(text.slice(0, 60), { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Bias', exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Bias' }).getByText(answer.slice(0, 40), { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sentiment', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Sentiment' }).getByText(NEEDS_CONNECTION_TEXT)).toBeVisible();
  // The signed-in shell comes from the last-known state.
  await expect(page.getByRole('banner').getByText('Rohan', { exact: false }).first()).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${SHOTS}/article-offline-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/article-offline-1280.png`, fullPage: true });
  await goOnline(context);
});

/** The addresses in the service worker's caches that can hold a signed-in reader's articles. */
const workerCacheEntries = (page: Page) =>
  page.evaluate(async () => {
    const entries: string[] = [];
    for (const name of (await caches.keys()).filter((n) => /^khabar-(news|images|pages)-/.test(n))) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) entries.push(request.url);
    }
    return entries;
  });

test('signing out leaves nothing personal in IndexedDB or the caches', async ({ page }) => {
  test.slow();
  await signIn(page, newPerson('Dev', 'Leaving'));
  await becomeMember(page, 10);
  const [a] = await cards(page, 1, 'Sports');
  if (!a) throw new Error('the demo corpus has Sports news');
  await page.goto(details(a.url));
  await controlledBySw(page);
  await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeDisabled();
  await expect.poll(async () => (await offlineStoreCounts(page)).articles ?? 0).toBeGreaterThan(0);
  expect((await offlineStoreCounts(page)).bookmarks).toBe(1);

  await expect.poll(async () => (await workerCacheEntries(page)).length).toBeGreaterThan(0);
  // What the worker cached while the member was signed in must be gone. The sign-in page asks
  // for public lists as a visitor, and the worker may cache those again: only what the page
  // asked for after the sign-out may be in the caches.
  const askedAfter = new Set<string>();
  page.on('request', (r) => askedAfter.add(r.url()));
  await page.goto('/secure/logout');
  await expect(page).toHaveURL(/\/pages\/user\/login$/, { timeout: 15_000 });
  const counts = await offlineStoreCounts(page);
  expect(
    Object.values(counts).every((n) => n === 0),
    JSON.stringify(counts),
  ).toBe(true);
  const kept = await workerCacheEntries(page);
  expect(kept.filter((url) => !askedAfter.has(url))).toEqual([]);
});
