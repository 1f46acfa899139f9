import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiMacro } from './vite.config.ts';

export default defineConfig({
  plugins: [react(), linguiMacro()],
  // vite-plugin-pwa makes this module in a build; the component tests run the same code
  // (its build of the module) against a stand-in for workbox-window.
  resolve: { alias: { 'virtual:pwa-register/react': 'vite-plugin-pwa/dist/client/build/react.js' } },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'tests/offline/**/*.test.ts',
      'tests/api/**/*.test.ts',
      'tests/docs/**/*.test.ts',
      'sw/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/helpers/vitest-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: PGlite instances are memory- and CPU-heavy; keep parallelism modest.
    maxWorkers: 2,
    // Mantine's packages import their CSS modules: Vite transforms them for the component tests.
    server: { deps: { inline: [/@mantine\//, /vite-plugin-pwa/] } },
  },
});
