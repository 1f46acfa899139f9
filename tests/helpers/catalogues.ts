// Every catalogue of a language merged, for unit tests that render or format in it (the app loads
// the shell's and each screen's as they are needed: src/app/locales/catalogues.ts).
import { i18n, type Messages } from '@lingui/core';
import { expect } from 'vitest';
import { CATALOGUE_NAMES } from '#shared/interface-catalogues.ts';
import { intlLocaleOf, type InterfaceLanguage } from '#shared/interface-language.ts';
import { importCatalogue } from '#app/locales/catalogues.ts';

export async function allMessages(code: InterfaceLanguage): Promise<Messages> {
  const catalogues = await Promise.all(CATALOGUE_NAMES.map((name) => importCatalogue(code, name)));
  return Object.assign({}, ...catalogues.map((c) => c.messages)) as Messages;
}

const merged = new Map<InterfaceLanguage, Promise<Messages>>();
/**
 * Lingui's i18n in `code`, every catalogue loaded (merged once per test file), with the locale
 * the app gives Intl. A test file that switches languages turns English back on after each test:
 * `afterEach(() => activateLanguage('en'))`.
 */
export async function activateLanguage(code: InterfaceLanguage): Promise<void> {
  let messages = merged.get(code);
  if (!messages) merged.set(code, (messages = allMessages(code)));
  i18n.loadAndActivate({ locale: code, locales: [intlLocaleOf(code)], messages: await messages });
}

/**
 * `text` as a Hindi reader reads it: in Devanagari, no English word left but `names` (the words
 * Hindi readers write in Latin letters, such as OTP or SMS), and each of `figures` kept.
 */
export function expectHindi(text: string, figures: readonly string[] = [], names: readonly string[] = []): void {
  expect(text).toMatch(/\p{Script=Devanagari}/u);
  const rest = names.reduce((t, name) => t.replaceAll(name, ''), text);
  expect(rest, text).not.toMatch(/[A-Za-z]{3,}/);
  for (const figure of figures) expect(text).toContain(figure);
}
