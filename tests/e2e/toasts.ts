import { expect, type Page } from '@playwright/test';

// Toasts live for 5 s, and a step of a browser test on a busy machine can take longer, so what
// a test needs to know about them is measured inside the page, the moment it happens.

type Rect = { x: number; y: number; width: number; height: number };
/** An element to measure: the first match of `css` whose text contains `text`. */
export type Target = { css: string; text?: string };

declare global {
  interface Window {
    __toasts?: { maxShown: number; maxSame: number; texts: string[] };
  }
}

/**
 * Record, from the page's start, the most toasts shown at once, the most copies of one text
 * shown at once and every text shown (a toast leaving, or one waiting in the queue, is not shown).
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log = { maxShown: 0, maxSame: 0, texts: [] as string[] };
    window.__toasts = log;
    const check = () => {
      const shown = [...document.querySelectorAll<HTMLElement>('.mantine-Notification-root')].filter(
        (el) => el.style.getPropertyValue('--notifications-state-opacity') === '1',
      );
      const texts = shown.map((el) => (el.textContent ?? '').trim());
      log.maxShown = Math.max(log.maxShown, shown.length);
      for (const t of texts) {
        log.maxSame = Math.max(log.maxSame, texts.filter((x) => x === t).length);
        if (!log.texts.includes(t)) log.texts.push(t);
      }
    };
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['style'],
    });
  });
}

export const toastLog = (page: Page) => page.evaluate(() => window.__toasts!);

/**
 * Wait for a toast with `text` to finish sliding in, and measure it and `targets` at that
 * moment. Returns the rectangles (a target not on the page is null).
 */
export async function measureToast(
  page: Page,
  text: string,
  targets: Record<string, Target>,
): Promise<{ toast: Rect; targets: Record<string, Rect | null> }> {
  const handle = await page.waitForFunction(
    ({ text, targets }) => {
      const rect = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      };
      const toast = [...document.querySelectorAll<HTMLElement>('.mantine-Notification-root')].find(
        (el) =>
          (el.textContent ?? '').includes(text) &&
          el.style.getPropertyValue('--notifications-state-opacity') === '1' &&
          getComputedStyle(el).opacity === '1' &&
          el.getAnimations().length === 0,
      );
      if (!toast) return null;
      const found: Record<string, ReturnType<typeof rect> | null> = {};
      for (const [name, t] of Object.entries(targets)) {
        const el = [...document.querySelectorAll(t.css)].find((e) => !t.text || (e.textContent ?? '').includes(t.text));
        found[name] = el ? rect(el) : null;
      }
      return { toast: rect(toast), targets: found };
    },
    { text, targets },
    { polling: 'raf' },
  );
  return (await handle.jsonValue())!;
}

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast with `text` covers none of `targets` (each of which must be on the page). */
export async function expectToastClear(page: Page, text: string, targets: Record<string, Target>): Promise<void> {
  const m = await measureToast(page, text, targets);
  for (const [name, r] of Object.entries(m.targets)) {
    expect(r, `${name} is on the page`).not.toBeNull();
    expect(overlaps(m.toast, r!), `the toast ${JSON.stringify(m.toast)} covers ${name} ${JSON.stringify(r)}`).toBe(
      false,
    );
  }
}

/** The toolbar's account menu button. */
export const ACCOUNT_MENU: Target = { css: '[aria-label^="Account menu for"]' };
