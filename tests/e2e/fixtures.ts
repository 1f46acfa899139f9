import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** React's messages about a hydration that did not match (development words, production numbers). */
export const HYDRATION_PROBLEM =
  /hydrat|did not match|server rendered HTML|react\.dev\/errors\/(418|419|422|423|425)\b|Minified React error #(418|419|422|423|425)\b/i;

/**
 * Once its worker is active, every page load fetches the interface language's catalogues for
 * offline use (src/app/features/pwa/offline-language.ts) and ignores a fetch that fails. A test
 * that cuts the network while they are on their way makes Chromium log the failed loads
 * (ERR_FAILED when the worker's own fetch failed); the app is right to go on, so those lines
 * are no error of the page.
 */
const OFFLINE_WARM_UP = /^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED) \S*\/assets\/catalogue-/;

/**
 * `test` with a page that fails the test on any console.error or uncaught page error
 * (a clean console is part of every screen's contract), and on any message of React's about
 * a hydration mismatch, whatever its level. Tests that provoke an error on purpose list the expected text
 * as a pattern in `allowConsoleErrors`.
 */
export const test = base.extend<{ allowConsoleErrors: RegExp | null; consoleGuard: void }>({
  // A visitor's first screen arrives as server markup (data-server-markup) that the app takes
  // over (hydrates) when it has started; a test acts on the app, so each load waits for that.
  context: async ({ context, javaScriptEnabled }, run) => {
    context.on('page', (page) => {
      if (javaScriptEnabled === false) return; // nothing takes over: the markup is the page
      const handOver = async <T>(done: Promise<T>) => {
        const res = await done;
        await page.locator('[data-server-markup]').waitFor({ state: 'detached' });
        return res;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = (url, options) => handOver(goto(url, options));
      page.reload = (options) => handOver(reload(options));
    });
    await run(context);
  },
  allowConsoleErrors: [null, { option: true }],
  consoleGuard: [
    async ({ page, allowConsoleErrors }, use) => {
      const problems: string[] = [];
      const allowed = (text: string) =>
        (allowConsoleErrors !== null && allowConsoleErrors.test(text)) || OFFLINE_WARM_UP.test(text);
      page.on('console', (msg) => {
        const text = `${msg.text()} ${msg.location().url}`.trim();
        if (msg.type() === 'error' && !allowed(text)) problems.push(`console.error: ${text}`);
        // React's word that the server's markup and the client's first render differ, as a
        // warning or as a recoverable error (production builds name it by number: 418 text,
        // 419 a boundary that fell back, 422-425 a root or boundary rendered again).
        else if (HYDRATION_PROBLEM.test(msg.text())) problems.push(`console.${msg.type()}: ${text}`);
      });
      page.on('pageerror', (err) => {
        if (!allowed(err.message) || HYDRATION_PROBLEM.test(err.message))
          problems.push(`page error at ${page.url()}: ${err.message}`);
      });
      await use();
      expect(problems, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Axe on the current page: no serious or critical violations. */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
  expect(bad, `accessibility violations on ${label}`).toEqual([]);
}

/** Nothing may overflow horizontally (checked at phone width). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'page wider than the viewport').toBeLessThanOrEqual(innerWidth);
}

/** Set the theme before the app boots (the drawer switch writes the same key). */
export async function useTheme(page: Page, theme: 'default' | 'grey'): Promise<void> {
  await page.addInitScript((t) => window.localStorage.setItem('khabar-theme', t), theme);
}

/** Chromium's log line for a failed load of `path` (a test that provokes one allows it). */
export const failedLoad = (path: string | RegExp): RegExp =>
  new RegExp(
    `Failed to load resource.*${typeof path === 'string' ? path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : path.source}`,
  );
