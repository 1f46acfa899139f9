import { defineConfig, devices } from '@playwright/test';
import webpush from 'web-push';

// Browser tests drive the system Chromium against the real built server with a fresh
// embedded database (docs/testing.md). E2E_PORT lets parallel checkouts avoid each other.
const port = Number(process.env.E2E_PORT ?? 18080);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = `.tmp/e2e-data-${port}`;
// Alerts are on (the alerts screen, the service worker's notifications): a key pair of the run's own.
const vapid = webpush.generateVAPIDKeys();

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: '.tmp/test-results',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  // One retry everywhere: on a loaded 2-core machine an axe run or a service worker's install
  // can outlast its timeout. A test that passes only on its retry is listed as flaky, not hidden.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    serviceWorkers: 'allow',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // Build, wipe the e2e database, then run the real server (migrates and seeds on start).
    command: `NODE_ENV=production npm run build && rm -rf ${dataDir} && npx tsx src/server/index.ts`,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SITE_URL: baseURL,
      // Enough demo news that a category list, one card per story, runs to a second page.
      SEED_COUNT: '600',
      NODE_ENV: 'test',
      // The browser tests read the demo corpus only; no crawling of outside feeds.
      INGEST: 'off',
      // Many tests sign in from one address; the production limits are tested by the API suite.
      SIGNIN_RATE_LIMIT: '1000',
      OTP_RATE_LIMIT: '1000',
      PAYMENTS_RATE_LIMIT: '1000',
      // Load shedding is tested by the API suite; a loaded test machine must not turn a slow
      // answer into a refusal here.
      REQUEST_QUEUE_TIMEOUT_MS: '600000',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
    },
  },
});
