import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '#server/app.ts';
import { loadConfig, type Config } from '#server/config.ts';
import type { DbHandle } from '#server/db/database.ts';
import { freshDatabase, type DbTarget } from './databases';

export type TestApp = {
  app: FastifyInstance;
  handle: DbHandle;
  config: Config;
  clock: { now: Date };
  close: () => Promise<void>;
};

/**
 * The payment sandbox's secrets in tests: configured, as an operator may, so that tests sign
 * webhooks with them and no test writes the installation's secrets file.
 */
export const TEST_SANDBOX_SECRETS = {
  keySecret: 'test-sandbox-key-secret-0123456789abcdef',
  webhookSecret: 'test-sandbox-webhook-secret-0123456789abcdef',
} as const;
export const TEST_SANDBOX_ENV = {
  RAZORPAY_KEY_SECRET: TEST_SANDBOX_SECRETS.keySecret,
  RAZORPAY_WEBHOOK_SECRET: TEST_SANDBOX_SECRETS.webhookSecret,
};

/** buildApp on a fresh database with a settable clock and no client build. */
export async function testApp(
  target: DbTarget,
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'onRoute'> = {},
): Promise<TestApp> {
  const handle = await freshDatabase(target);
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CLIENT_DIR: './no-client-build',
    // Tests never crawl the internet; the ingest tests drive the crawler themselves.
    INGEST: 'off',
    // Production-mode suites test other rules; the sandbox's own refusal is tested on loadConfig.
    PAYMENTS_SANDBOX_IN_PRODUCTION: 'true',
    ...TEST_SANDBOX_ENV,
    // Suites fire many requests at once on a loaded machine: none is refused for waiting its turn
    // (load shedding has its own suite, with tiny limits).
    REQUEST_QUEUE_TIMEOUT_MS: '600000',
    REQUEST_QUEUE_LIMIT: '100000',
    ...env,
  });
  const clock = { now: new Date() };
  const app = await buildApp(config, { ...deps, db: handle, now: () => clock.now });
  await app.ready();
  return {
    app,
    handle,
    config,
    clock,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/** Headers a real client sends on a state-changing call. */
export const CLIENT_HEADERS = { 'x-requested-with': 'khabar', 'content-type': 'application/json' };
