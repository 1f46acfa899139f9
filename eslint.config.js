// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
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
              from: ['./src/app', './src/offline', './sw'],
              message: 'server imports only server and shared code',
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
    // What the browser loads uses the shared zod/mini; classic zod would double the bundle.
    files: ['src/shared/**/*.ts', 'src/offline/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [classicZod] }] },
  },
);
