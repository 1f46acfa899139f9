import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { conveniencesNotice } from '#server/lib/conveniences.ts';

// What a newcomer sees from `npm start` (src/server/index.ts) on the embedded database: the
// conveniences notice, one line per step, the ready line with the address really bound, and
// nothing per request unless LOG_LEVEL asks for it. The client build is a prebuilt stand-in
// (the build itself, and that its output stays hidden, is covered in ensure-build.test.ts).

type Started = { child: ChildProcess; url: string; output: () => { stdout: string; stderr: string } };

const running = new Set<ChildProcess>();

function start(env: Record<string, string>): Promise<Started> {
  const { LOG_LEVEL: _level, NODE_ENV: _env, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.on('close', () => running.delete(child));
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const ready = /^Khabar is ready at (\S+)$/m.exec(stdout);
      if (ready) resolve({ child, url: ready[1]!, output: () => ({ stdout, stderr }) });
    });
    child.on('close', (code) =>
      reject(new Error(`the server exited (${code}) before it was ready:\n${stdout}\n${stderr}`)),
    );
  });
}

/** SIGTERM, as Ctrl-C or a service manager would; resolves once the process has exited. */
function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('close', resolve);
    child.kill('SIGTERM');
  });
}

describe('npm start, first and later starts', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'khabar-start-'));
  const dataDir = path.join(root, 'data');
  const clientDir = path.join(root, 'client');
  mkdirSync(clientDir);
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Khabar</title>');
  const env = {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    CLIENT_DIR: clientDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    SEED_COUNT: '20',
    // No crawling of outside feeds from a test.
    INGEST: 'off',
  };
  afterAll(() => {
    for (const child of running) child.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  });

  it('prints one line per step and the real address, and no line per request by default', async () => {
    const server = await start(env);
    const port = Number(new URL(server.url).port);
    expect(server.url).toBe(`http://127.0.0.1:${port}`);
    expect(port).toBeGreaterThan(0);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/pages/news/latest`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/no-such-route`)).status).toBe(404);
    expect(await stop(server.child)).toBe(0);
    const { stdout, stderr } = server.output();
    expect(stdout.split('\n')).toEqual([
      ...conveniencesNotice(loadConfig(env)),
      `Using the client built earlier in ${clientDir} (\`npm run build\` rebuilds it).`,
      `Migrating the database (embedded, in ${dataDir})… done`,
      'Adding demo news… 20 articles',
      `Khabar is ready at http://127.0.0.1:${port}`,
      '',
    ]);
    expect(stderr).toBe('');
  }, 180_000);

  it('logs each request as JSON when LOG_LEVEL asks, and adds no demo news to a filled database', async () => {
    const server = await start({ ...env, LOG_LEVEL: 'info' });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(await stop(server.child)).toBe(0);
    const { stdout } = server.output();
    expect(stdout).not.toContain('Adding demo news');
    const logged = stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string }; res?: { statusCode: number } });
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: 'incoming request', req: expect.objectContaining({ url: '/api/health' }) }),
    );
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'request completed', res: { statusCode: 200 } }));
  }, 180_000);
});

describe('the default log level', () => {
  it('logs every request in production and test runs, only problems on a developer’s console', () => {
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX_IN_PRODUCTION: 'true' }).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('info');
    expect(loadConfig({}).logLevel).toBe('warn');
    expect(loadConfig({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });
});
