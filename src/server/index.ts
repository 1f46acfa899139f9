import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrate, configuredDatabase } from '#server/db/database.ts';
import { countArticles, seedDemo } from '#server/demo/seed.ts';
import { conveniencesNotice } from '#server/lib/conveniences.ts';
import { ensureClientBuild } from '#server/lib/ensure-build.ts';

// `npm start`: build the client if missing, migrate, fill an empty database, listen.
// `npm run dev` (--dev): the same, but the client comes from Vite with hot reload, port 5173.
async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const config = loadConfig(dev ? { PORT: '5173', ...process.env } : process.env);
  for (const line of conveniencesNotice(config)) console.log(line);
  if (!dev) await ensureClientBuild(config.clientDir);
  const handle = await configuredDatabase(config);
  await migrate(handle.db);
  if (config.seedCount > 0 && (await countArticles(handle.db)) === 0) {
    const n = await seedDemo(handle.db, config.seedCount);
    console.log(`Seeded ${n} demo articles.`);
  }
  const app = await buildApp(config, { db: handle, devClient: dev });
  const shutdown = async () => {
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ host: config.host, port: config.port });
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`Khabar is running at http://${shown}:${config.port}/ (${handle.kind})`);
}

main().catch((err: unknown) => {
  // A configuration error is one line naming the variable; anything else keeps its stack.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
