import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrate, configuredDatabase } from '#server/db/database.ts';
import { seedDemo } from '#server/demo/seed.ts';
import { countArticles } from '#server/demo/repository.ts';
import { conveniencesNotice } from '#server/lib/conveniences.ts';
import { BuildError, buildClient, hasClientBuild } from '#server/lib/ensure-build.ts';
import { browserUrl, seconds, step } from '#server/lib/progress.ts';

// `npm start`: build the client if missing, migrate, fill an empty database, listen.
// `npm run dev` (--dev): the same, but the client comes from Vite with hot reload, port 5173.
// Each step prints one line and the last says where Khabar is; the rest of the output is the
// log, which in development shows only warnings and errors unless LOG_LEVEL asks for more.
async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const config = loadConfig(dev ? { PORT: '5173', ...process.env } : process.env);
  const out = process.stdout;
  for (const line of conveniencesNotice(config)) console.log(line);
  if (!dev && hasClientBuild(config.clientDir)) {
    console.log(`Using the client built earlier in ${config.clientDir} (\`npm run build\` rebuilds it).`);
  } else if (!dev) {
    await step(
      out,
      'Building the client',
      () => buildClient(config.clientDir),
      (_, ms) => `done in ${seconds(ms)}`,
    );
  }
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded, in ${config.dataDir}`;
  const handle = await step(out, `Migrating the database (${where})`, async () => {
    const opened = await configuredDatabase(config);
    await migrate(opened.db);
    return opened;
  });
  if (config.seedCount > 0 && (await countArticles(handle.db)) === 0) {
    await step(
      out,
      'Adding demo news',
      () => seedDemo(handle.db, config.seedCount),
      (n) => `${n} articles`,
    );
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
  // The port actually bound (PORT=0 picks a free one).
  const { port } = app.server.address() as AddressInfo;
  console.log(`Khabar is ready at ${browserUrl(config.host, port)}`);
}

main().catch((err: unknown) => {
  // A configuration error is one line naming the variable; a failed build shows what the build
  // printed; anything else keeps its stack.
  if (err instanceof BuildError) process.stderr.write(err.output);
  console.error(err instanceof ConfigError || err instanceof BuildError ? err.message : err);
  process.exit(1);
});
