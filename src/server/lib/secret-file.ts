import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A JSON file of secrets in DATA_DIR, readable by the server's user alone: read it, or make it
 * (mode 0600) the first time. Two processes starting at once agree: each writes a file of its
 * own and links it into place, and the one that finds a file there already reads that one. A
 * file others may read is narrowed to 0600 first. `take` returns what the parsed file holds, or
 * null when it is not such a file; then `fail` reports the file with `notOne`.
 */
export function secretFile<T>(
  file: string,
  make: () => T,
  take: (parsed: unknown) => T | null,
  notOne: string,
  fail: (why: string) => never,
): T {
  const found = read(file, take, notOne, fail);
  if (found) return found;
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(make(), null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(tmp);
  }
  return read(file, take, notOne, fail) ?? fail(`${file} vanished while it was being made`);
}

function read<T>(
  file: string,
  take: (parsed: unknown) => T | null,
  notOne: string,
  fail: (why: string) => never,
): T | null {
  let mode: number;
  try {
    mode = statSync(file).mode;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  if ((mode & 0o077) !== 0) chmodSync(file, 0o600);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    parsed = null;
  }
  return take(parsed) ?? fail(`${file} ${notOne}`);
}
