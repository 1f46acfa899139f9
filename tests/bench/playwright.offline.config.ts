// `npm run bench:offline`: the offline benchmark runs in Chromium against the built app, with
// the browser tests' server set-up (E2E_PORT picks the port).
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

const root = path.resolve(import.meta.dirname, '../..');
const webServer = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'offline.bench.ts',
  outputDir: path.join(root, '.tmp/bench-results'),
  retries: 0,
  workers: 1,
  timeout: 300_000,
  webServer: webServer && { ...webServer, cwd: root },
});
