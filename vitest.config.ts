import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/offline/**/*.test.ts', 'tests/api/**/*.test.ts', 'sw/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: PGlite instances are memory- and CPU-heavy; keep parallelism modest.
    maxWorkers: 2,
  },
});
