import { readFile } from 'node:fs/promises';
import type { Download, FrameLocator, Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { expect } from './fixtures';

// Steps the payment specs share: the sandbox's payment sheet (an iframe the checkout script
// opens over the page, as Razorpay's does) and reading a downloaded PDF back as text.

export const sandboxSheet = (page: Page): FrameLocator => page.frameLocator('iframe[title="Sandbox payment"]');

/**
 * Choose a state in the searchable state list by keyboard: type, wait for the matching option to
 * be listed (as a reader waits to see it), arrow down, Enter. Pressed before the list is shown,
 * Enter picks nothing (it once submitted the order then: a CI run on a busy machine).
 */
export async function chooseState(page: Page, name: string): Promise<void> {
  const state = page.getByRole('combobox', { name: 'State' });
  await state.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(name);
  await expect(page.getByRole('option', { name: new RegExp(`^${name}`) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(state).toHaveValue(new RegExp(`^${name}`));
}

/** Replace a field's value by keyboard and leave it (blur validates). */
export async function typeInto(page: Page, label: string, value: string): Promise<void> {
  await page.getByRole('textbox', { name: label }).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(value);
  await page.keyboard.press('Tab');
}

/** The text of a downloaded PDF, all pages. */
export async function pdfText(download: Download): Promise<string> {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text;
}

/** While paying, the wait screen stands alone: no toolbar, no footer. */
export async function expectWaitScreen(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Payment in progress' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
}
