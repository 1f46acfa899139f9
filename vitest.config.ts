import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './vite.config.ts';

export default defineConfig({
  // Components render on Preact in the tests as in the browser: the same aliases, and the
  // packages that import `react` go through Vite so that the aliases reach them.
  resolve: {
    alias: [
      ...PREACT_ALIASES,
      // The icons have no `exports`; Vite's server resolution would take their CommonJS build,
      // whose require('react') the aliases do not reach.
      { find: /^@tabler\/icons-react$/, replacement: '@tabler/icons-react/dist/esm/tabler-icons-react.mjs' },
    ],
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/offline/**/*.test.ts', 'tests/api/**/*.test.ts', 'sw/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: PGlite instances are memory- and CPU-heavy; keep parallelism modest.
    maxWorkers: 2,
    server: {
      deps: {
        inline: [
          /@mantine\//,
          /@tanstack\/react-/,
          /@tabler\/icons-react/,
          /@testing-library\/preact/,
          /@floating-ui\/react/,
          /react-markdown/,
          /react-number-format/,
          /react-remove-scroll/,
          /react-style-singleton/,
          /react-transition-group/,
          /use-callback-ref/,
          /use-sidecar/,
          /use-sync-external-store/,
        ],
      },
    },
  },
});
