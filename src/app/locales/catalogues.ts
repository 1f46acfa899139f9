// The compiled interface catalogues (docs/translating.md): one chunk per language and catalogue,
// so a reader downloads only their language's, and of it only the shell's and the screens' they
// open. Read by the app (src/app/lib/i18n.ts), the server's renderer of first screens
// (src/app/entry-server.tsx) and the server's notifications (src/server/modules/push/texts.ts).
import type { I18n, Messages } from '@lingui/core';
import type { Catalogue } from '#shared/interface-catalogues.ts';
import type { InterfaceLanguage } from '#shared/interface-language.ts';

/**
 * One catalogue's compiled messages (dynamic imports with variables: Vite makes one chunk of each
 * file, and a table of them where the import is written).
 */
export const importCatalogue = (code: InterfaceLanguage, name: Catalogue): Promise<{ messages: Messages }> =>
  name === 'shell'
    ? (import(`./${code}/shell.ts`) as Promise<{ messages: Messages }>)
    : import('./screen-catalogues.ts').then((m) => m.importScreenCatalogue(code, name));

// What each language has loaded into an i18n instance, so a catalogue is asked for once.
const loadedInto = new WeakMap<I18n, Map<string, Promise<void>>>();

/**
 * Loads `names` of `code` into `i18n` (Lingui merges a language's messages), each once; the
 * promise settles when all are in. A catalogue that failed to load is asked for again next time.
 */
export function loadCatalogues(i18n: I18n, code: InterfaceLanguage, names: Iterable<Catalogue>): Promise<void> {
  let loaded = loadedInto.get(i18n);
  if (!loaded) loadedInto.set(i18n, (loaded = new Map()));
  const pending: Promise<void>[] = [];
  for (const name of new Set(names)) {
    const key = `${code}/${name}`;
    let done = loaded.get(key);
    if (!done) {
      done = importCatalogue(code, name).then(
        ({ messages }) => i18n.load(code, messages),
        (error: unknown) => {
          loaded.delete(key);
          throw error;
        },
      );
      loaded.set(key, done);
    }
    pending.push(done);
  }
  return Promise.all(pending).then(() => undefined);
}

/** The catalogues of any language loaded so far into `i18n` (a language switch loads the same). */
export const loadedCatalogues = (i18n: I18n): Catalogue[] =>
  [...(loadedInto.get(i18n)?.keys() ?? [])].map((key) => key.split('/')[1] as Catalogue);
