import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { NO_SPEECH_MESSAGE } from './english-words';
import { expect, expectAccessible, expectNoHorizontalOverflow, test } from './fixtures';
import { newPerson, signIn } from './sign-in';

// On a phone a locked control explains itself on a tap (no hover there): the reason and the way
// in show as text in the page, whole, inside the screen.

const SHOTS = process.env.SCREENSHOT_DIR ?? '.tmp/screenshots';
const WIDTH = 360;
test.use({ viewport: { width: WIDTH, height: 740 }, hasTouch: true, isMobile: true });

/** Wholly inside the screen's width and in view, and the topmost thing where it is (nothing covers it). */
async function expectWhollyOnScreen(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeInViewport({ ratio: 1 });
  const box = (await target.boundingBox())!;
  expect(box.x, 'starts inside the screen').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'ends inside the screen').toBeLessThanOrEqual(WIDTH);
  const onTop = await target.evaluate((el) => {
    // A link broken over two lines: look at its first piece.
    const r = el.getClientRects()[0] ?? el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (el === hit || el.contains(hit)) ? true : `covered by ${hit?.outerHTML.slice(0, 120)}`;
  });
  expect(onTop, 'nothing covers it').toBe(true);
}

/** Tap the locked control: it opens its explanation, which names the reason and the way in. */
async function tapAndRead(page: Page, control: Locator, note: Locator, text: string, way: string | null) {
  await expect(control).toHaveAttribute('aria-expanded', 'false');
  await control.tap();
  await expect(control).toHaveAttribute('aria-expanded', 'true');
  await expect(note).toHaveText(text);
  // Where a reader would look: scrolled into the middle of the screen (or the dialog), if needed.
  await note.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expectWhollyOnScreen(page, note);
  if (way) await expectWhollyOnScreen(page, note.getByRole('link', { name: way }));
}

test('a visitor taps a locked save on a card: why, and the ways in, whole on a phone', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.goto('/pages/news/list?category=India');
  const card = page.getByRole('article').first();
  const save = card.getByRole('button', { name: 'Save this news' });
  await expect(save).toHaveAccessibleDescription('Membership required to bookmark articles. Sign in or Upgrade now');
  const note = card.getByTestId('locked-note');
  await tapAndRead(page, save, note, 'Membership required to bookmark articles. Sign in or Upgrade now', 'Upgrade now');
  await expectWhollyOnScreen(page, note.getByRole('link', { name: 'Sign in' }));
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page, 'a locked save, explained');
  await page.screenshot({ path: `${SHOTS}/locked-card-360.png` });
  // The way in works: upgrading asks a visitor to sign in first, then comes back to the plans.
  await note.getByRole('link', { name: 'Upgrade now' }).tap();
  await expect(page).toHaveURL(/\/pages\/user\/login\?redirect=%2Fsecure%2Fsubscription$/);
});

test('a signed-in non-member taps the locked bookmark and AI panels in the article', async ({ page }) => {
  test.slow(); // a sign-in, six taps and an accessibility scan: about 25 s on a loaded machine
  await signIn(page, newPerson('Dev', 'Reader'));
  await page.goto('/pages/news/list?category=India');
  await page.getByRole('article').first().getByRole('heading').getByRole('button').tap();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Ask AI About This Article' })).toBeVisible();

  const bookmark = dialog.getByRole('button', { name: 'Bookmark', exact: true });
  const text = 'Membership required to bookmark articles. Upgrade now';
  await tapAndRead(page, bookmark, dialog.getByTestId('locked-note'), text, 'Upgrade now');
  await page.screenshot({ path: `${SHOTS}/locked-dialog-bookmark-360.png` });

  for (const name of ['Bias', 'Explain like I am 15']) {
    const control = dialog.getByRole('button', { name: `${name} Locked`, exact: true });
    await control.scrollIntoViewIfNeeded();
    const panel = dialog.getByRole('region', { name: `${name} Locked` });
    await tapAndRead(
      page,
      control,
      panel,
      'Membership required. AI analysis is for members. Upgrade now',
      'Upgrade now',
    );
  }
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page, 'locked article controls, explained');
  await page.screenshot({ path: `${SHOTS}/locked-dialog-ai-360.png` });

  await dialog.getByRole('region', { name: 'Bias Locked' }).getByRole('link', { name: 'Upgrade now' }).tap();
  await expect(page).toHaveURL(/\/secure\/subscription$/);
  await expect(page.getByRole('link', { name: 'Buy membership' })).toBeVisible();
});

test('without speech synthesis, Listen says why on a tap', async ({ page }) => {
  await page.addInitScript(() => {
    // @ts-expect-error: removing the API on purpose to imitate a browser without it
    delete window.speechSynthesis;
  });
  await page.goto('/pages/news/list?category=India');
  await page.getByRole('article').first().getByRole('heading').getByRole('button').tap();
  const dialog = page.getByRole('dialog');
  const listen = dialog.getByRole('button', { name: 'Listen' });
  await tapAndRead(page, listen, dialog.getByTestId('locked-note').first(), NO_SPEECH_MESSAGE, null);
});
