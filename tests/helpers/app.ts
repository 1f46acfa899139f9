import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '#server/app.ts';
import { loadConfig, type Config } from '#server/config.ts';
import type { DbHandle } from '#server/db/database.ts';
import { freshDatabase, type DbTarget } from './databases';

export type TestApp = { app: FastifyInstance; handle: DbHandle; clock: { now: Date }; close: () => Promise<void> };

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
    ...env,
  });
  const clock = { now: new Date() };
  const app = await buildApp(config, { ...deps, db: handle, now: () => clock.now });
  await app.ready();
  return {
    app,
    handle,
    clock,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/** Headers a real client sends on a state-changing call. */
export const CLIENT_HEADERS = { 'x-requested-with': 'khabar', 'content-type': 'application/json' };
