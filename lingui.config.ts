import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { SCREEN_CATALOGUES } from './src/shared/interface-catalogues.ts';
import { INTERFACE_LANGUAGES, SOURCE_INTERFACE_LANGUAGE } from './src/shared/interface-language.ts';

// The interface's message catalogues (docs/translating.md): under src/app/locales/<code>/, one PO
// file per language and catalogue, English the source. The shell's (shell.po) holds the words of
// every client file outside the screens' feature folders, the shared messages among them: what the
// first screen can show. Each screen feature (src/shared/interface-catalogues.ts) has its own
// (src/app/features/legal → legal.po), loaded with its routes. A message written in both places
// is in both catalogues. `npm run i18n:extract` collects the messages the client's code writes
// with Lingui's macros into every language's files; `npm run i18n:compile` writes each as a
// .ts beside it, a message a language has not translated yet falling back to English.
const EXCLUDE = ['**/*.test.*', '**/route-tree.gen.ts'];
export default defineConfig({
  sourceLocale: SOURCE_INTERFACE_LANGUAGE,
  locales: [...INTERFACE_LANGUAGES],
  fallbackLocales: { default: SOURCE_INTERFACE_LANGUAGE },
  catalogs: [
    {
      path: '<rootDir>/src/app/locales/{locale}/shell',
      include: ['<rootDir>/src/app', '<rootDir>/src/shared'],
      exclude: [...EXCLUDE, ...SCREEN_CATALOGUES.map((name) => `<rootDir>/src/app/features/${name}/**`)],
    },
    ...SCREEN_CATALOGUES.map((name) => ({
      path: `<rootDir>/src/app/locales/{locale}/${name}`,
      include: [`<rootDir>/src/app/features/${name}`],
      exclude: EXCLUDE,
    })),
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  orderBy: 'message',
});
