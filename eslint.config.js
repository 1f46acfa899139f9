// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Features never import each other (docs/architecture.md, "The layers"): one zone per feature folder.
const features = readdirSync(`${import.meta.dirname}/src/app/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureZones = features.map((name) => ({
  target: `./src/app/features/${name}`,
  from: './src/app/features',
  except: [`./${name}`],
  message: 'features never import each other; move shared pieces to src/app/components or lib',
}));

// Client files whose words are not in the message catalogues yet (docs/translating.md, "Moving
// a screen into the catalogues"): the rule below skips them. A file leaves this list when its
// words are in the catalogues.
const NOT_YET_IN_CATALOGUES = [];

const classicZod = { name: 'zod', message: "the browser's zod is zod/mini: import { z } from '#shared/zod.ts'" };

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      '.tmp/**',
      'node_modules/**',
      '.bench/**',
      'test-results/**',
      'src/app/route-tree.gen.ts',
      'src/app/locales/*/*.ts',
      '**/*.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    // A resolver is what lets the boundary and cycle rules see which file an import names.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The layers' boundaries: app and server never import each other; shared imports
      // nothing local; features never import each other (featureZones above).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/app', from: './src/server', message: 'app must not import server code' },
            {
              target: './src/server',
              from: ['./src/offline', './sw'],
              message: 'server imports only server and shared code',
            },
            // The compiled catalogues are data the server reads too: the words it writes into
            // a notification, in the member's language (modules/push/texts.ts).
            {
              target: './src/server',
              from: './src/app',
              except: ['./locales'],
              message: 'server imports only server and shared code (and the compiled catalogues)',
            },
            {
              target: './src/offline',
              from: ['./src/app', './src/server', './sw', './tests'],
              message: 'offline imports only shared (the service worker uses it too)',
            },
            {
              target: './sw',
              from: ['./src/app', './src/server'],
              message: 'the service worker imports only shared and offline code',
            },
            {
              target: './src/shared',
              from: ['./src/app', './src/server', './src/offline', './sw', './tests'],
              message: 'shared imports nothing local',
            },
            // One direction inside the client: routes → features → components/lib → shared.
            {
              target: ['./src/app/components', './src/app/lib'],
              from: ['./src/app/features', './src/app/routes'],
              message: 'components and lib never import features or routes',
            },
            { target: './src/app/features', from: './src/app/routes', message: 'features never import routes' },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    // Client, service worker and browser tests name other folders by alias (#app/..., #shared/...).
    files: ['src/app/**/*.{ts,tsx}', 'sw/**/*.ts', 'tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [classicZod],
          patterns: [
            {
              regex: '^\\.\\./',
              message: 'import from another folder by alias: #app/..., #shared/... with the file extension',
            },
          ],
        },
      ],
    },
  },
  {
    // Every string a reader sees is in the message catalogues (docs/translating.md): a string
    // with a letter in it, in JSX text or anywhere else in the client's code, is an error unless
    // it is a macro's message (`t`, `msg`, <Trans>) or plainly not for people: a class name, an
    // address, a key, a token without spaces that starts in lower case, a CSS value.
    files: ['src/app/**/*.{ts,tsx}'],
    // The legal documents (terms, policies) are published in English, as written.
    ignores: ['**/*.test.{ts,tsx}', 'src/app/features/legal/content/**', ...NOT_YET_IN_CATALOGUES],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // a token: no space, not starting with a capital (keys, names, paths, CSS)
            '^(?![A-Z])\\S+$',
            // a constant's or an event's name
            '^[A-Z0-9_-]+$',
            // an address or a path
            '^(?:https?:|mailto:|tel:|/|#|\\.)',
            // CSS
            '^(?:calc|var|rgba?|hsla?|linear-gradient)\\(',
            '^\\d',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(?:className|classNames|styles|style|to|href|src|srcSet|type|id|key|rel|target|role|as|component|variant|color|c|bg|size|radius|fw|ff|fz|ta|td|lh|gap|justify|align|wrap|mode|method|name|autoComplete|inputMode|accept|dir|lang|loading|decoding|crossOrigin|queryKey|mutationKey|from|testId|data-.+|display|position|transform|transition|cursor|overflow|whiteSpace|fontFamily|fontWeight|fontSize|textDecoration|verticalAlign|justifyContent|alignItems|flexDirection|flexWrap|pos|h|w|mih|maw|miw|mah|p|px|py|pt|pb|pl|pr|m|mx|my|mt|mb|ml|mr|visibleFrom|hiddenFrom|orientation|order|span|cols|spacing|layout|fit|sizes|media|kind|encType|referrerPolicy|sandbox|allow|preload|inputType|shape|level|state|status|event|action)$',
              },
            },
          ],
          ignoreFunctions: [
            'Error',
            'TypeError',
            'ApiError',
            'console.*',
            'document.querySelector',
            'document.querySelectorAll',
            'document.createElement',
            '*.addEventListener',
            '*.removeEventListener',
            '*.getItem',
            '*.setItem',
            '*.removeItem',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.split',
            '*.join',
            '*.replace',
            '*.replaceAll',
            '*.matchMedia',
            '*.setAttribute',
            '*.getAttribute',
            '*.removeAttribute',
            '*.has',
            '*.get',
            '*.set',
            '*.append',
            'createFileRoute',
            'createLazyFileRoute',
            'redirect',
            'import',
            'new URL',
            'new URLSearchParams',
            'new Intl.NumberFormat',
            'new Intl.DateTimeFormat',
          ],
        },
      ],
    },
  },
  {
    // What the browser loads uses the shared zod/mini; classic zod would double the bundle.
    files: ['src/shared/**/*.ts', 'src/offline/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [classicZod] }] },
  },
);
