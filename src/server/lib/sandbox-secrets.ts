import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The payment sandbox's two secrets: the payment signature's and the webhooks'. */
export type SandboxSecrets = { keySecret: string; webhookSecret: string };

/** The file in DATA_DIR that holds them, readable by the server's user alone. */
export const SANDBOX_SECRETS_FILE = 'sandbox-secrets.json';

const MIN_LENGTH = 32;

/**
 * The sandbox's secrets of this installation: read from DATA_DIR, made there (random, mode 0600)
 * the first time. Two processes starting at once agree: each writes a file of its own and links
 * it into place, and the one that finds a file there already reads that one. A file others may
 * read is narrowed to 0600 first. `fail` reports a file that is not a secrets file.
 */
export function sandboxSecrets(dataDir: string, fail: (why: string) => never): SandboxSecrets {
  const file = path.resolve(dataDir, SANDBOX_SECRETS_FILE);
  const found = read(file, fail);
  if (found) return found;
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const fresh: SandboxSecrets = {
    keySecret: randomBytes(32).toString('hex'),
    webhookSecret: randomBytes(32).toString('hex'),
  };
  writeFileSync(tmp, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(tmp);
  }
  return read(file, fail) ?? fail(`${file} vanished while it was being made`);
}

function read(file: string, fail: (why: string) => never): SandboxSecrets | null {
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
  const s = parsed as Partial<SandboxSecrets> | null;
  if (
    typeof s?.keySecret !== 'string' ||
    typeof s.webhookSecret !== 'string' ||
    s.keySecret.length < MIN_LENGTH ||
    s.webhookSecret.length < MIN_LENGTH
  ) {
    fail(`${file} does not hold the sandbox's secrets (delete it to make new ones)`);
  }
  return { keySecret: s.keySecret, webhookSecret: s.webhookSecret };
}
