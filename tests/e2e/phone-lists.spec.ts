import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { API } from '#shared/api-paths.ts';
import { OFFLINE_TEXT, pendingText } from './english-words';
import { expect, failedLoad, test } from './fixtures';
import { becomeMember, buyCredits } from './payments';
import { CSRF, newPerson, signIn } from './sign-in';

// The record lists on a phone: the transactions, the memberships and the bookmarks read without
// sideways scrolling, each action inside its row; wider, the tables stay tables. The connection
// chips (offline, waiting to sync) never lie over the page.

const SHOTS = process.env.SCREENSHOT_DIR ?? '.tmp/screenshots';
const SCREENS = [
  { path: '/secure/transaction-history', rows: 'transaction', table: 'All transactions' },
  { path: '/secure/subscription', rows: 'membership', table: 'Memberships' },
  { path: '/pages/news/bookmarks', rows: 'bookmark', table: null },
] as const;

/** A member with a card order (its invoice), two memberships bought with credits and four bookmarks. */
async function member(page: Page, first: string): Promise<void> {
  await signIn(page, newPerson(first, 'Phone'));
  await buyCredits(page, 400);
  await becomeMember(page, 20);
  await becomeMember(page, 10);
  const res = await page.request.get(`${API.news.category}/India?size=4`);
  const { content } = (await res.json()) as { content: { title: string; url: string }[] };
  for (const a of content) {
    const saved = await page.request.post(API.news.bookmark, { data: { title: a.title, url: a.url }, headers: CSRF });
    expect(saved.ok()).toBeTruthy();
  }
}

async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Axe, every rule of WCAG 2.1 A and AA, every impact: none broken. */
async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const found = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
  expect(found, `axe on ${label}`).toEqual([]);
}

const rowsOf = (page: Page, kind: (typeof SCREENS)[number]['rows']): Locator =>
  kind === 'bookmark'
    ? page
        .getByRole('main')
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: /^Remove: / }) })
    : page.getByTestId(kind);

/** Each of the row's buttons and links lies wholly inside the row, and the row inside the screen. */
async function expectActionsInside(row: Locator, width: number): Promise<number> {
  const box = (await row.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  const actions = row.locator('button, a');
  const n = await actions.count();
  for (let i = 0; i < n; i++) {
    const a = (await actions.nth(i).boundingBox())!;
    const name = (await actions.nth(i).getAttribute('aria-label')) ?? (await actions.nth(i).innerText());
    expect(a.x, `${name} starts inside its row`).toBeGreaterThanOrEqual(box.x);
    expect(a.x + a.width, `${name} ends inside its row`).toBeLessThanOrEqual(box.x + box.width + 0.5);
    expect(a.y, `${name} is inside its row`).toBeGreaterThanOrEqual(box.y);
    expect(a.y + a.height, `${name} is inside its row`).toBeLessThanOrEqual(box.y + box.height + 0.5);
  }
  return n;
}

for (const width of [360, 1280]) {
  test(`the transaction, membership and bookmark lists at ${width} px: no sideways scrolling, actions in their rows, axe clean`, async ({
    page,
  }) => {
    test.slow();
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width, height: 800 });
    await member(page, `W${width}`);
    let actions = 0;
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await settle(page);
      const rows = rowsOf(page, screen.rows);
      await expect(rows.first()).toBeVisible();
      // Neither the page nor anything in it scrolls sideways.
      const sideways = await page.evaluate(() => {
        const el = document.scrollingElement!;
        const inner = [...document.querySelectorAll('main *')].filter(
          (e) => e.scrollWidth > e.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(e).overflowX),
        );
        return {
          scrollWidth: el.scrollWidth,
          innerWidth: window.innerWidth,
          inner: inner.map((e) => e.outerHTML.slice(0, 80)),
        };
      });
      expect(sideways.scrollWidth, `${screen.path} is wider than the screen`).toBeLessThanOrEqual(sideways.innerWidth);
      expect(sideways.inner, `${screen.path} has a part that scrolls sideways`).toEqual([]);
      for (let i = 0; i < (await rows.count()); i++) actions += await expectActionsInside(rows.nth(i), width);
      if (screen.table) {
        // A table at every width for assistive technology; its column headers show only wider than a phone.
        const header = page.getByRole('table', { name: screen.table }).getByRole('columnheader').first();
        if (width === 360) await expect(header).not.toBeInViewport();
        else await expect(header).toBeVisible();
      }
      await expectNoAxeViolations(page, `${screen.path} at ${width} px`);
      await page.screenshot({ path: `${SHOTS}/list-${screen.path.split('/').pop()}-${width}.png`, fullPage: true });
    }
    // Invoices (download, regenerate) and the bookmark actions (open, note, remove) were all looked at.
    expect(actions).toBeGreaterThanOrEqual(2 + 4 * 3);
  });
}

test('on a phone, Chromium still reads the stacked transactions as a table of rows and cells', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, newPerson('Axe', 'Tree'));
  await buyCredits(page, 200);
  await page.goto('/secure/transaction-history');
  await settle(page);
  await expect(page.getByTestId('transaction')).toHaveCount(1);
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value: string }; name?: { value: string } }[];
  };
  const roles = nodes.map((n) => n.role?.value);
  expect(nodes.some((n) => n.role?.value === 'table' && n.name?.value === 'All transactions')).toBe(true);
  expect(roles.filter((r) => r === 'columnheader')).toHaveLength(8);
  expect(roles.filter((r) => r === 'row')).toHaveLength(2);
  expect(roles.filter((r) => r === 'cell')).toHaveLength(8);
});

test.describe('with changes waiting to sync, offline', () => {
  // The refused save, and what the pages ask for while the network is off, are logged by Chromium.
  test.use({
    allowConsoleErrors: new RegExp(`${failedLoad(API.news.bookmark).source}|ERR_INTERNET_DISCONNECTED`),
  });

  test('the status chips sit in a bar of their own and never cover the page', async ({ page, context }) => {
    test.slow();
    await page.setViewportSize({ width: 360, height: 740 });
    await member(page, 'Chip');
    // The server refuses the next save for now: it waits in the outbox.
    await page.route(`**${API.news.bookmark}`, (r) =>
      r.request().method() === 'POST'
        ? r.fulfill({ status: 503, json: { status: 503, error: 'Service Unavailable', message: 'down' } })
        : r.fallback(),
    );
    await page.goto('/pages/news/list?category=World');
    await page.getByRole('article').first().getByRole('button', { name: 'Save this news' }).click();
    await expect(page.getByText(pendingText(1))).toBeVisible();
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await settle(page);
      const bar = page.locator('[data-status-bar]');
      await expect(bar.getByText(pendingText(1))).toBeVisible();
      await context.setOffline(true);
      await expect(bar.getByText(OFFLINE_TEXT)).toBeVisible();
      // Every action of the list, focused (the page scrolls it into view, clear of the bar), is
      // itself what a tap on it reaches.
      const actions = rowsOf(page, screen.rows).locator('button, a');
      for (let i = 0; i < (await actions.count()); i++) {
        const action = actions.nth(i);
        await action.focus();
        const reached = await action.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return hit !== null && (el === hit || el.contains(hit)) ? true : `covered by ${hit?.outerHTML.slice(0, 80)}`;
        });
        expect(reached, `${await action.innerText()} is not under the status bar`).toBe(true);
      }
      // At the page's end the bar lies below the last of it, not over it.
      await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
      const last = page.getByText(/All rights reserved/);
      const lastBox = (await last.boundingBox())!;
      const barBox = (await bar.boundingBox())!;
      expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(barBox.y);
      const sideways = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
      expect(sideways).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, `${screen.path} with the status bar`);
      await page.screenshot({ path: `${SHOTS}/status-bar-${screen.path.split('/').pop()}-360.png` });
      await context.setOffline(false);
    }
  });
});
