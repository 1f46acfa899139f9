import path from 'node:path';
import webpush from 'web-push';
import { secretFile } from '#server/lib/secret-file.ts';

/** The server's VAPID key pair (RFC 8292), base64url: the public key a 65-byte P-256 point. */
export type VapidKeys = { publicKey: string; privateKey: string };

/** Alerts through Web Push. */
export type PushConfig = {
  /** The key pair, read when first needed; null: alerts are off (production or tests without keys). */
  keys: () => VapidKeys | null;
  /** Where generated keys are kept (development without VAPID_* set), or null when configured or off. */
  generatedFile: string | null;
  /** `mailto:` or `https:`: who push services may contact about this sender. */
  subject: string;
  /** Endpoints on plain http and private or loopback addresses (development and tests only). */
  allowPrivate: boolean;
  /** A PEM file of certificate authorities to trust for push services besides the system's (tests). */
  caFile: string | undefined;
};

/** The file in DATA_DIR that holds a development installation's own keys, mode 0600. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

const bytes = (b64url: string) => (/^[A-Za-z0-9_-]+$/.test(b64url) ? Buffer.from(b64url, 'base64url').length : -1);

/** Why a key pair is not one, or null when it is. */
export function vapidKeysProblem(k: Partial<VapidKeys>): string | null {
  if (typeof k.publicKey !== 'string' || bytes(k.publicKey) !== 65 || !k.publicKey.startsWith('B'))
    return 'VAPID_PUBLIC_KEY: must be a base64url 65-byte P-256 public key';
  if (typeof k.privateKey !== 'string' || bytes(k.privateKey) !== 32)
    return 'VAPID_PRIVATE_KEY: must be a base64url 32-byte P-256 private key';
  return null;
}

/**
 * The development installation's own key pair: read from DATA_DIR, made there the first time with
 * web-push's generateVAPIDKeys. Two processes starting at once agree (each writes a file of its
 * own and links it into place; the one that finds a file there reads that one), as with the
 * payment sandbox's secrets.
 */
export function generatedVapidKeys(file: string, fail: (why: string) => never): VapidKeys {
  return secretFile(
    file,
    () => webpush.generateVAPIDKeys(),
    (parsed) => {
      const k = (parsed ?? {}) as Partial<VapidKeys>;
      return vapidKeysProblem(k) ? null : { publicKey: k.publicKey!, privateKey: k.privateKey! };
    },
    'does not hold a VAPID key pair (delete it to make a new one)',
    fail,
  );
}

type PushEnv = {
  NODE_ENV: 'development' | 'production' | 'test';
  DATA_DIR: string;
  CONTACT_EMAIL: string;
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT?: string | undefined;
  PUSH_ALLOW_PRIVATE: boolean;
  PUSH_CA_FILE?: string | undefined;
};

/** The alerts' settings from the environment; `fail(name, why)` reports a bad one. */
export function pushConfig(e: PushEnv, fail: (name: string, why: string) => never): PushConfig {
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    fail('VAPID_PRIVATE_KEY', 'must be set together with VAPID_PUBLIC_KEY');
  if (e.PUSH_ALLOW_PRIVATE && e.NODE_ENV === 'production') fail('PUSH_ALLOW_PRIVATE', 'cannot be used in production');
  const subject = e.VAPID_SUBJECT ?? `mailto:${e.CONTACT_EMAIL}`;
  if (!/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(subject))
    fail('VAPID_SUBJECT', 'must be a mailto: address or an https: URL');
  const base = { subject, allowPrivate: e.PUSH_ALLOW_PRIVATE, caFile: e.PUSH_CA_FILE };
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) {
    const keys = { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY };
    const problem = vapidKeysProblem(keys);
    if (problem) fail(problem.split(':')[0]!, problem.slice(problem.indexOf(':') + 2));
    return { ...base, keys: () => keys, generatedFile: null };
  }
  if (e.NODE_ENV !== 'development') return { ...base, keys: () => null, generatedFile: null };
  // Read (or made) when the server first needs them, so a command that sends no alert never
  // writes the file.
  const file = path.resolve(e.DATA_DIR, VAPID_KEYS_FILE);
  let own: VapidKeys | undefined;
  return {
    ...base,
    keys: () => (own ??= generatedVapidKeys(file, (why) => fail('DATA_DIR', why))),
    generatedFile: file,
  };
}
