import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LEGAL_DOCS, OTHER_PAGES } from '#app/features/legal/legal-meta.ts';
import { CATALOGUE_NAMES } from '#shared/interface-catalogues.ts';
import { OFFLINE_TEXT } from './english-words';
import { expect, test } from './fixtures';
import { controlledBySw, goOffline } from './network';

type Manifest = {
  id: string;
  name: string;
  short_name: string;
  scope: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  description: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  screenshots: Array<{ src: string; sizes: string; form_factor?: string }>;
};

test('the web app manifest describes an installable app', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const res = await request.get(href ?? '');
  expect(res.ok()).toBe(true);
  const m = (await res.json()) as Manifest;
  expect(m).toMatchObject({
    id: '/',
    name: expect.stringContaining('Khabar'),
    short_name: 'Khabar',
    scope: '/',
    display: 'standalone',
  });
  expect(m.start_url.startsWith(m.scope)).toBe(true);
  expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(m.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(m.description.length).toBeGreaterThan(20);
  for (const size of ['192x192', '512x512']) {
    expect(m.icons.some((i) => i.sizes === size && (i.purpose ?? 'any') === 'any')).toBe(true);
    expect(m.icons.some((i) => i.sizes === size && i.purpose === 'maskable')).toBe(true);
  }
  expect(m.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const file of [...m.icons, ...m.screenshots]) {
    const r = await request.get(file.src);
    expect(r.ok(), file.src).toBe(true);
    expect(r.headers()['content-type']).toMatch(/^image\//);
  }
});

// Playwright's ordinary contexts are incognito, where Chromium never offers to install
// ("in-incognito"), so this check runs in a persistent profile of its own.
test('Chromium reports no installability errors', async ({ playwright, launchOptions, baseURL }) => {
  const profile = mkdtempSync(path.join(tmpdir(), 'khabar-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    await page.goto('/');
    await controlledBySw(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test.describe('offline', () => {
  // The browser reports the failed network requests of the pages that still try to refresh.
  test.use({ allowConsoleErrors: /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|Failed to load resource/ });

  test('after one visit, the shell and every static page open offline from the service worker', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/dashboard/news');
    await controlledBySw(page);
    // The first visit's lists reach the device through the persisted query cache (its answers
    // arrive before the worker controls the page); wait until it has been written.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('khabar-queries')?.includes('latest') ?? false))
      .toBe(true);
    // The contact page's settings come from the server; one online visit caches them.
    await page.goto(OTHER_PAGES.contact.path);
    await expect(page.getByTestId('contact-email')).toBeVisible();
    const email = await page.getByTestId('contact-email').textContent();

    await goOffline(context);
    const shell = await page.goto('/dashboard/news');
    expect(shell?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();

    for (const p of [...Object.values(LEGAL_DOCS), ...Object.values(OTHER_PAGES)]) {
      const res = await page.goto(p.path);
      expect(res?.fromServiceWorker(), p.path).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
      await expect(page.getByTestId('static-page')).not.toBeEmpty();
    }
    await page.goto(OTHER_PAGES.contact.path);
    await expect(page.getByTestId('contact-email')).toHaveText(email ?? '');
    await page.goto(OTHER_PAGES.shop.path);
    const img = page.getByRole('img', { name: /Coming Soon/ });
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  });

  test("a reader who chose Hindi online opens the app offline in Hindi, its screens' words too", async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/dashboard/news');
    await controlledBySw(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'हिन्दी' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.keyboard.press('Escape');
    // The precache holds English's catalogues only; the worker keeps Hindi's as the app loads
    // them (every one, so each screen opens in Hindi): wait until it has.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const urls = await Promise.all(
            (await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
          );
          return new Set(urls.flat().filter((url) => url.includes('/assets/catalogue-hi-'))).size;
        }),
      )
      .toBe(CATALOGUE_NAMES.length);

    await goOffline(context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'सारी ख़बरें, एक ही जगह' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('button', { name: 'मेन्यू खोलें' })).toBeVisible();
    // A screen whose words are in a catalogue of its own (the legal pages').
    await page.goto(OTHER_PAGES.contact.path);
    await expect(page.getByRole('heading', { name: 'कारोबार का पता' })).toBeVisible();
  });
});
