import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { INTERFACE_LANGUAGES, SOURCE_INTERFACE_LANGUAGE } from './src/shared/interface-language.ts';

// The interface's message catalogues (docs/translating.md): one PO file per language under
// src/app/locales/<code>/, English the source. `npm run i18n:extract` collects the messages the
// client's code writes with Lingui's macros into every language's file; `npm run i18n:compile`
// writes each as src/app/locales/<code>/messages.ts, a message a language has not translated yet
// falling back to English.
export default defineConfig({
  sourceLocale: SOURCE_INTERFACE_LANGUAGE,
  locales: [...INTERFACE_LANGUAGES],
  fallbackLocales: { default: SOURCE_INTERFACE_LANGUAGE },
  catalogs: [
    {
      path: '<rootDir>/src/app/locales/{locale}/messages',
      include: ['<rootDir>/src/app', '<rootDir>/src/shared'],
      exclude: ['**/*.test.*', '**/route-tree.gen.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  orderBy: 'message',
});
