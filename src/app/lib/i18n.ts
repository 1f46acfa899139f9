// The interface's language (docs/translating.md): Lingui's one i18n instance, the reader's
// language's shell catalogue and the catalogues of the screen shown loaded before the app's first
// render (the server's markup was rendered from the same messages: src/app/entry-server.tsx), a
// screen's catalogue before its route renders (the root route's `beforeLoad`), and the reader's
// choice kept on the device and mirrored in a cookie, so the server renders their next first
// screen in it.
import { i18n } from '@lingui/core';
import { loadCatalogues, loadedCatalogues } from '#app/locales/catalogues.ts';
import type { ScreenCatalogue } from '#shared/interface-catalogues.ts';
import { LANGUAGE_STORAGE_KEY } from '#offline/names.ts';
import {
  INTERFACE_LANGUAGE_COOKIE,
  interfaceLanguageDir,
  intlLocaleOf,
  isInterfaceLanguage,
  pickInterfaceLanguage,
  SOURCE_INTERFACE_LANGUAGE,
  type InterfaceLanguage,
} from '#shared/interface-language.ts';
import { finishTakingOver } from './take-over';

export { i18n };

/**
 * Loads `code`'s shell catalogue, `screens`' and those of every screen loaded before (a switch
 * of language keeps the screen shown in words), each once, and makes it the interface's language.
 */
export async function activateInterfaceLanguage(
  code: InterfaceLanguage,
  screens: readonly ScreenCatalogue[] = [],
): Promise<void> {
  await loadCatalogues(i18n, code, ['shell', ...loadedCatalogues(i18n), ...screens]);
  if (i18n.locale !== code) {
    // The server's markup still waiting is taken over in the language it is in, first.
    finishTakingOver();
    i18n.activate(code, [intlLocaleOf(code)]);
  }
  document.documentElement.lang = code;
  document.documentElement.dir = interfaceLanguageDir(code);
}

/** The screens' catalogues the matched routes name (`staticData.catalogues`). */
export const routeCatalogues = (matches: readonly { staticData: { catalogues?: readonly ScreenCatalogue[] } }[]) =>
  matches.flatMap((match) => match.staticData.catalogues ?? []);

/** Loads, in the interface's language, the catalogues of the screens a navigation matched. */
export function loadRouteCatalogues(
  matches: readonly { staticData: { catalogues?: readonly ScreenCatalogue[] } }[],
): Promise<void> {
  const code = isInterfaceLanguage(i18n.locale) ? i18n.locale : SOURCE_INTERFACE_LANGUAGE;
  return loadCatalogues(i18n, code, routeCatalogues(matches));
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
