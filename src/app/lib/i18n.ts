// The interface's language (docs/translating.md): Lingui's one i18n instance, the catalogue of
// the reader's language loaded as its own chunk before the app's first render (the server's
// markup was rendered from the same catalogue: src/app/entry-server.tsx), and the reader's
// choice kept on the device and mirrored in a cookie, so the server renders their next first
// screen in it.
import { i18n } from '@lingui/core';
import { CATALOGUES } from '#app/locales/catalogues.ts';
import { LANGUAGE_STORAGE_KEY } from '#offline/names.ts';
import {
  INTERFACE_LANGUAGE_COOKIE,
  interfaceLanguageDir,
  isInterfaceLanguage,
  pickInterfaceLanguage,
  SOURCE_INTERFACE_LANGUAGE,
  type InterfaceLanguage,
} from '#shared/interface-language.ts';
import { finishTakingOver } from './take-over';

export { i18n };

/** Loads `code`'s catalogue (once) and makes it the interface's language. */
export async function activateInterfaceLanguage(code: InterfaceLanguage): Promise<void> {
  if (!i18n.messages || i18n.locale !== code) {
    const { messages } = await CATALOGUES[code]();
    // The server's markup still waiting is taken over in the language it is in, first.
    finishTakingOver();
    i18n.loadAndActivate({ locale: code, locales: [`${code}-IN`], messages });
  }
  document.documentElement.lang = code;
  document.documentElement.dir = interfaceLanguageDir(code);
}

/** The language the reader chose on this device, or null (none, or storage blocked). */
export function storedInterfaceLanguage(): InterfaceLanguage | null {
  try {
    const v = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isInterfaceLanguage(v) ? v : null;
  } catch {
    return null;
  }
}

/** The reader's choice, else the first of the browser's languages the interface is written in. */
export const preferredInterfaceLanguage = (): InterfaceLanguage =>
  storedInterfaceLanguage() ?? pickInterfaceLanguage(null, navigator.languages.join(','));

const YEAR_S = 365 * 24 * 3600;

/** The choice mirrored as a cookie, for the server's next render of a first screen. */
export function mirrorInterfaceLanguageCookie(code: InterfaceLanguage): void {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie's attributes
  document.cookie = `${INTERFACE_LANGUAGE_COOKIE}=${code}; path=/; max-age=${YEAR_S}; samesite=lax`;
}

/** Keeps the reader's choice on the device (and in its cookie). */
export function rememberInterfaceLanguage(code: InterfaceLanguage): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Storage blocked: the cookie still carries the choice to the server.
  }
  mirrorInterfaceLanguageCookie(code);
}

/** The language the server rendered the page's markup in (its `<html lang>`). */
export const pageInterfaceLanguage = (): InterfaceLanguage => {
  const lang = document.documentElement.lang;
  return isInterfaceLanguage(lang) ? lang : SOURCE_INTERFACE_LANGUAGE;
};
