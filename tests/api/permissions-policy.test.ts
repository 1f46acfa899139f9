import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { testApp, type TestApp } from '#tests/helpers/app.ts';

// The browser the end-to-end tests drive (CHROMIUM_PATH as in playwright.config.ts).
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

describe('the Permissions-Policy as Chromium reads it', () => {
  let t: TestApp;
  let browser: Browser;
  let origin: string;
  beforeAll(async () => {
    t = await testApp({ name: 'pglite' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    browser = await chromium.launch({
      executablePath: EXECUTABLE,
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await t.close();
  });

  it('loads a page with no warning about the policy, and every feature it names is off', async () => {
    const page = await browser.newPage();
    const messages: string[] = [];
    page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
    const res = await page.goto(`${origin}${API.health}`);
    const header = res?.headers()['permissions-policy'] ?? '';
    const features = header.split(',').map((d) => d.trim().split('=')[0]!);
    expect(features).toEqual(expect.arrayContaining(['camera', 'microphone', 'geolocation']));
    // The policy is parsed with the navigation; its warnings are on the console by the time a script runs.
    const allowed = await page.evaluate(
      (names) =>
        names.map((n) =>
          (
            document as unknown as { featurePolicy: { allowsFeature: (f: string) => boolean } }
          ).featurePolicy.allowsFeature(n),
        ),
      features,
    );
    expect(messages.filter((m) => /Permissions-Policy|Feature-Policy/i.test(m))).toEqual([]);
    expect(allowed).toEqual(features.map(() => false));
    await page.close();
  });
});
