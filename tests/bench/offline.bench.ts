// Offline figures in Chromium against the built app: time from clicking "Open in app" on the
// bookmarks page to the saved article's text on screen, offline (device copy) vs online
// (server), and the outbox's replay time for 100 queued bookmark changes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { API } from '#shared/api-paths.ts';
import { becomeMember } from '../e2e/payments';
import { CSRF, newPerson, signIn } from '../e2e/sign-in';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
type Card = { title: string; url: string };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))] ?? NaN;

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/*', (r) => r.abort('internetdisconnected'));
}
async function goOnline(context: BrowserContext) {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}

/** Time from the click to the first paragraph of the article body being visible. */
async function openTimes(page: Page, card: Card): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto('/pages/news/bookmarks');
    const link = page.getByRole('row').filter({ hasText: card.title }).getByRole('link', { name: 'Open in app' });
    await link.waitFor();
    const start = Date.now();
    await link.click();
    await page.locator('main .markdown p, main p').filter({ hasText: /\w{4,}/ }).nth(1).waitFor();
    times.push(Date.now() - start);
  }
  return times;
}

const outboxCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('khabar-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('outbox').objectStore('outbox').count();
          req.onsuccess = () => {
            open.result.close();
            resolve(req.result);
          };
        };
      }),
  );

test('offline figures', async ({ page, context }) => {
  await signIn(page, newPerson('Bench', 'Offline'));
  await becomeMember(page, 30);
  const cards = ((await (await page.request.get(`${API.news.latest}?size=100`)).json()) as { content: Card[] }).content;
  const saved = cards[0]!;
  expect((await page.request.post(API.news.bookmark, { data: saved, headers: CSRF })).ok()).toBe(true);
  await page.goto('/pages/news/bookmarks');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The sync has fetched the saved article's text onto the device.
  await page.goto(`/pages/news/details/${encodeURIComponent(saved.url)}`);
  await page.locator('main p').nth(1).waitFor();

  const online = await openTimes(page, saved);
  await goOffline(context);
  const offline = await openTimes(page, saved);

  // 100 changes queued offline (saves of 100 articles), then the network comes back.
  await page.goto('/pages/news/bookmarks');
  await page.evaluate(
    (urls) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('khabar-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['outbox', 'bookmarks'], 'readwrite');
          urls.forEach((c, i) => {
            tx.objectStore('bookmarks').put({ url: c.url, title: c.title, createdAt: new Date(Date.now() + i).toISOString() });
            tx.objectStore('outbox').add({ kind: 'add', url: c.url, title: c.title, id: crypto.randomUUID(), state: 'pending', attempts: 0, notBefore: 0, queuedAt: Date.now() });
          });
          tx.oncomplete = () => resolve();
        };
      }),
    cards.slice(0, 100).map((c) => ({ url: c.url, title: c.title })),
  );
  expect(await outboxCount(page)).toBe(100);
  await goOnline(context);
  const start = Date.now();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => outboxCount(page), { timeout: 120_000, intervals: [20] }).toBe(0);
  const replayMs = Date.now() - start;
  const total = ((await (await page.request.get(`${API.news.bookmark}?size=1`)).json()) as { totalElements: number }).totalElements;
  expect(total).toBe(100);

  const figures = {
    runs: RUNS,
    openSavedArticleMs: { offline: { p50: median(offline), p95: p95(offline) }, online: { p50: median(online), p95: p95(online) } },
    outboxReplay100Ms: replayMs,
  };
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/offline.json', JSON.stringify(figures, null, 2));
  console.log(JSON.stringify(figures, null, 2));
});
