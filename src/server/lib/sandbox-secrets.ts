import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { secretFile } from '#server/lib/secret-file.ts';

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
  return secretFile(
    path.resolve(dataDir, SANDBOX_SECRETS_FILE),
    () => ({ keySecret: randomBytes(32).toString('hex'), webhookSecret: randomBytes(32).toString('hex') }),
    (parsed) => {
      const s = parsed as Partial<SandboxSecrets> | null;
      return typeof s?.keySecret === 'string' &&
        typeof s.webhookSecret === 'string' &&
        s.keySecret.length >= MIN_LENGTH &&
        s.webhookSecret.length >= MIN_LENGTH
        ? { keySecret: s.keySecret, webhookSecret: s.webhookSecret }
        : null;
    },
    "does not hold the sandbox's secrets (delete it to make new ones)",
    fail,
  );
}
