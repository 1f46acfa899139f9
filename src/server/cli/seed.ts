import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '#server/config.ts';
import { migrate, configuredDatabase } from '#server/db/database.ts';
import { seedDemo } from '#server/demo/seed.ts';

// `npm run seed -- --count N`: add N demo articles to the configured database.
const { values } = parseArgs({ options: { count: { type: 'string', default: '500' } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) {
  console.error('--count must be a positive whole number');
  process.exit(1);
}
const config = loadConfig();
const handle = await configuredDatabase(config).catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
await migrate(handle.db);
const started = Date.now();
const added = await seedDemo(handle.db, count, new Date(), (done) => {
  if (done % 10_000 < 250) process.stdout.write(`\r${done} / ${count}`);
});
console.log(`\rAdded ${added} demo articles in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.kind}).`);
await handle.close();
