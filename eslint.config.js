// @ts-check
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', '.bench/**', 'test-results/**', 'src/app/route-tree.gen.ts', '**/*.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: { 'import-x/resolver-next': [] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // DESIGN.md's boundaries: app and server never import each other; shared imports
      // nothing local; features never import each other (see the per-feature block below).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/app', from: './src/server', message: 'app must not import server code' },
            { target: './src/server', from: './src/app', message: 'server must not import app code' },
            { target: './src/offline', from: './src/server', message: 'offline must not import server code' },
            { target: './src/server', from: './src/offline', message: 'server must not import offline code' },
            { target: './sw', from: './src/server', message: 'the service worker must not import server code' },
            {
              target: './src/shared',
              from: ['./src/app', './src/server', './src/offline', './sw', './tests'],
              message: 'shared imports nothing local',
            },
          ],
        },
      ],
    },
  },
);
