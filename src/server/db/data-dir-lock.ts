import { createHash } from 'node:crypto';
import { realpathSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ConfigError } from '#server/config.ts';

/**
 * One process at a time on an embedded database, by a lock the operating system takes back when
 * the process ends however it ends (a crash, `kill -9`, the machine's OOM killer): a listening
 * local socket named after the directory. On Linux it is an abstract socket (no file; binding a
 * taken name fails at once, and the name is free the moment its holder dies); on Windows a named
 * pipe, which behaves the same. Elsewhere (macOS) it is a socket file in the directory: a second
 * process that finds one connects to it, and a file nobody answers on is a dead holder's, removed
 * and bound again. A holder answers a connection with its process id, for the refusal's message.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const address = lockAddress(dir);
  const server = net.createServer((socket) => {
    // A contender may hang up before reading the answer (it gave up, or it died): that is its
    // business, not an error of the holder's, which would otherwise end the process with EPIPE.
    socket.on('error', () => socket.destroy());
    socket.end(String(process.pid));
  });
  // The lock must not keep a process alive that has nothing else to do.
  server.unref();
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const onError = (err: Error) => reject(err);
      server.once('error', onError);
      server.listen(address, () => {
        server.off('error', onError);
        resolve();
      });
    });
  try {
    await listen();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    const holder = await askHolder(address);
    if (holder.alive || !isFile(address)) throw inUse(dir, holder.pid);
    // A socket file no process answers on: its holder died without removing it.
    unlinkSync(address);
    try {
      await listen();
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'EADDRINUSE') throw inUse(dir, null);
      throw again;
    }
  }
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The lock's name: the same for every spelling of one directory. */
export function lockAddress(dir: string): string {
  const real = realpathSync(dir);
  const id = createHash('sha256').update(real).digest('hex').slice(0, 32);
  if (process.platform === 'linux') return `\0khabar-data-dir-${id}`;
  if (process.platform === 'win32') return `\\\\.\\pipe\\khabar-data-dir-${id}`;
  return path.join(real, '.khabar-lock.sock');
}

const isFile = (address: string) => !address.startsWith('\0') && !address.startsWith('\\\\.\\pipe\\');

/** Ask the holder for its process id; a holder whose event loop is busy may not answer in time. */
function askHolder(address: string): Promise<{ alive: boolean; pid: number | null }> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let data = '';
    const done = (alive: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      const pid = Number.parseInt(data, 10);
      resolve({ alive, pid: Number.isInteger(pid) && pid > 0 ? pid : null });
    };
    // Connected but silent for a second: alive (a long synchronous step holds its event loop).
    const timer = setTimeout(() => done(true), 1000);
    socket.on('data', (d: Buffer) => (data += d.toString()));
    socket.on('end', () => done(true));
    socket.on('error', (err: NodeJS.ErrnoException) => done(!(err.code === 'ECONNREFUSED' || err.code === 'ENOENT')));
  });
}

const inUse = (dir: string, pid: number | null) =>
  new ConfigError(
    `DATA_DIR ${path.dirname(dir)} is in use by another Khabar process${pid ? ` (PID ${pid})` : ''}; the embedded database takes one process (set DATABASE_URL to PostgreSQL to run separate workers).`,
  );
