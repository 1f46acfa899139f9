import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'tests/offline/**/*.test.ts',
      'tests/api/**/*.test.ts',
      'tests/docs/**/*.test.ts',
      'sw/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: PGlite instances are memory- and CPU-heavy; keep parallelism modest.
    maxWorkers: 2,
    // Mantine's packages import their CSS modules: Vite transforms them for the component tests.
    server: { deps: { inline: [/@mantine\//] } },
  },
});
