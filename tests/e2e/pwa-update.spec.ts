import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UPDATE_TEXT } from './english-words';
import { expect, test } from './fixtures';

// A release is simulated by changing sw.js on disk. Chromium lets no route intercept a worker's
// script update check, and the shared e2e server must not change under other tests, so this
// test serves a private copy of the build from a server process of its own.
let server: ChildProcess | undefined;
let dir: string;
let origin: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dir = mkdtempSync(path.join(tmpdir(), 'khabar-update-'));
  cpSync(path.resolve('dist/client'), path.join(dir, 'client'), { recursive: true });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(path.resolve('node_modules/.bin/tsx'), ['src/server/index.ts'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CLIENT_DIR: path.join(dir, 'client'),
      DATA_DIR: path.join(dir, 'data'),
      SEED_COUNT: '0',
      INGEST: 'off',
      LOG_LEVEL: 'warn',
      SITE_URL: origin,
      NODE_ENV: 'test',
    },
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

const marker = () => (window as unknown as { readingMarker?: boolean }).readingMarker;
const hasWaitingWorker = () => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting));

test('a new version waits for the reader, then reloads once on request', async ({ page }) => {
  await page.goto(`${origin}/pages/termscondition`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  appendFileSync(path.join(dir, 'client', 'sw.js'), '\n// next release\n');
  await page.evaluate(() => {
    (window as unknown as { readingMarker: boolean }).readingMarker = true;
    return navigator.serviceWorker.getRegistration().then((r) => r?.update());
  });

  await expect(page.getByText(UPDATE_TEXT)).toBeVisible();
  // Nothing happened behind the reader's back: same document, the new worker still waiting.
  expect(await page.evaluate(marker)).toBe(true);
  expect(await page.evaluate(hasWaitingWorker)).toBe(true);

  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
  expect(await page.evaluate(marker)).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await expect(page.getByText(UPDATE_TEXT)).toHaveCount(0);
  expect(await page.evaluate(hasWaitingWorker)).toBe(false);
});
