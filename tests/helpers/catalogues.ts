// Every catalogue of a language merged, for unit tests that render or format in it (the app loads
// the shell's and each screen's as they are needed: src/app/locales/catalogues.ts).
import type { Messages } from '@lingui/core';
import { CATALOGUE_NAMES } from '#shared/interface-catalogues.ts';
import type { InterfaceLanguage } from '#shared/interface-language.ts';
import { importCatalogue } from '#app/locales/catalogues.ts';

export async function allMessages(code: InterfaceLanguage): Promise<Messages> {
  const catalogues = await Promise.all(CATALOGUE_NAMES.map((name) => importCatalogue(code, name)));
  return Object.assign({}, ...catalogues.map((c) => c.messages)) as Messages;
}
