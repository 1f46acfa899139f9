import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { migrate, openDatabase } from '#server/db/database.ts';
import { lockAddress, lockDataDir } from '#server/db/data-dir-lock.ts';
import { freePortsInRange } from '../helpers/ports';

describe('the embedded database takes one process', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'khabar-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second opener of one DATA_DIR with one line, and frees the directory on close', async () => {
    const first = await openDatabase({ dataDir: dir });
    const second = openDatabase({ dataDir: dir });
    await expect(second).rejects.toThrow(
      new RegExp(`^DATA_DIR .* is in use by another Khabar process \\(PID ${process.pid}\\).*DATABASE_URL`),
    );
    // Another spelling of the same directory is the same directory.
    await expect(openDatabase({ dataDir: `${dir}/../${path.basename(dir)}/` })).rejects.toThrow(/is in use/);
    await first.close();
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  }, 180_000);

  it('keeps holding when contenders hang up before reading its answer', async () => {
    const other = mkdtempSync(path.join(tmpdir(), 'khabar-lock-'));
    const release = await lockDataDir(other);
    try {
      // Contenders that connect and drop at once: the holder's answer meets a closed socket.
      const address = lockAddress(other);
      await Promise.all(
        Array.from({ length: 50 }, () => {
          const s = net.connect(address);
          s.on('error', () => {});
          return new Promise<void>((resolve) => s.once('connect', () => (s.destroy(), resolve())));
        }),
      );
      await expect(lockDataDir(other)).rejects.toThrow(
        new RegExp(`is in use by another Khabar process \\(PID ${process.pid}\\)`),
      );
    } finally {
      await release();
      rmSync(other, { recursive: true, force: true });
    }
  });
});

/** A real server process (the app on the embedded database, tests/bench/server.ts) on `dir`. */
function server(dir: string, port = 0) {
  const started = performance.now();
  const child = fork(path.resolve('tests/bench/server.ts'), [String(port)], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      DATA_DIR: dir,
      DATABASE_URL: '',
      REDIS_URL: '',
      DEMO_LOGIN: 'true',
      SIGNIN_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdout!.resume();
  /**
   * 'ready' with the milliseconds from the spawn and those the database took to open in the
   * process, or 'exited' with the code and what it printed.
   */
  const outcome = new Promise<
    { kind: 'ready'; ms: number; dbOpenMs: number } | { kind: 'exited'; code: number | null; stderr: string }
  >((resolve) => {
    child.once('message', (m: { dbOpenMs: number }) =>
      resolve({ kind: 'ready', ms: performance.now() - started, dbOpenMs: m.dbOpenMs }),
    );
    child.once('exit', (code) => resolve({ kind: 'exited', code, stderr }));
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return { child, outcome, exited };
}

const PORTS = { first: 18470, last: 18489 };

/** Sign in through the demo provider over HTTP, as a browser does; the sign-in's status. */
async function signInOver(base: string, email: string): Promise<number> {
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'khabar' };
  const token = await fetch(`${base}/api/khabar/auth/demo/token`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, name: 'Crash Test' }),
  });
  if (!token.ok) return token.status;
  const { idToken } = (await token.json()) as { idToken: string };
  const res = await fetch(`${base}${API.user.social}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ provider: 'DEMO', idToken, user: { email }, rememberMe: 'No' }),
  });
  return res.status;
}

describe('a crashed server does not hold its DATA_DIR', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'khabar-crash-'));
  const children: ChildProcess[] = [];
  const track = (s: ReturnType<typeof server>) => {
    children.push(s.child);
    return s;
  };
  afterEach(async () => {
    for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('starts again at once after kill -9 (the embedded database up within 5 s), and still refuses two live processes', async () => {
    const h = await openDatabase({ dataDir: dir });
    await migrate(h.db);
    await h.close();

    const [port] = await freePortsInRange(1, PORTS);
    const base = `http://127.0.0.1:${port}`;
    const first = track(server(dir, port));
    expect(await first.outcome).toMatchObject({ kind: 'ready' });
    expect(await signInOver(base, 'before-crash@example.com')).toBe(200);
    // Killed while writing: sign-ins in flight (users, sessions); SIGKILL as the first of them
    // is answered, the others still running. No shutdown, no lock released by the process.
    const inFlight = Array.from({ length: 5 }, (_, i) => signInOver(base, `in-flight-${i}@example.com`).catch(() => 0));
    await Promise.race(inFlight);
    first.child.kill('SIGKILL');
    await first.exited;
    await Promise.all(inFlight);

    const restarted = track(server(dir, port));
    const crash = await restarted.outcome;
    expect(crash, JSON.stringify(crash)).toMatchObject({ kind: 'ready' });
    expect(await signInOver(base, 'before-crash@example.com')).toBe(200);

    // While it lives, another process on the same DATA_DIR is refused with one line.
    const second = track(server(dir));
    const refused = await second.outcome;
    expect(refused).toMatchObject({ kind: 'exited', code: 1 });
    expect((refused as { stderr: string }).stderr).toMatch(
      new RegExp(`DATA_DIR .* is in use by another Khabar process \\(PID ${restarted.child.pid}\\)`),
    );

    // A clean stop and start, for the same machine's ordinary opening time.
    restarted.child.send('stop');
    await restarted.exited;
    const clean = await track(server(dir)).outcome;
    expect(clean).toMatchObject({ kind: 'ready' });
    const crashOpen = (crash as { dbOpenMs: number }).dbOpenMs;
    const cleanOpen = (clean as { dbOpenMs: number }).dbOpenMs;
    console.log(
      `embedded database opened in ${crashOpen.toFixed(0)} ms after kill -9, ${cleanOpen.toFixed(0)} ms after a clean stop`,
    );
    // The lock no longer waits for a crashed holder's lock to go stale (starts were refused for a
    // minute): the embedded database, crash recovery included, is up within 5 s. On a machine so
    // loaded that a clean start's opening takes seconds too, within twice that instead.
    expect(crashOpen).toBeLessThan(Math.max(5_000, 2 * cleanOpen));
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await Promise.all(
      children.map((c) =>
        c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : null,
      ),
    );

    // Two started at once: one serves, the other is refused.
    const pair = [track(server(dir)), track(server(dir))];
    const outcomes = await Promise.all(pair.map((s) => s.outcome));
    expect(outcomes.map((o) => o.kind).sort(), JSON.stringify(outcomes)).toEqual(['exited', 'ready']);
    const loser = outcomes.find((o) => o.kind === 'exited') as { stderr: string };
    expect(loser.stderr).toMatch(/is in use by another Khabar process/);
  }, 600_000);
});
