import type { Config } from '#server/config.ts';
import type { Provider } from '#shared/schemas/auth.ts';
import { demoProvider, type DemoProvider, type SharedKeyStore } from './demo';
import { facebookProvider } from './facebook';
import { googleProvider } from './google';
import type { IdentityProvider } from './types';

export type IdentityProviders = {
  get(name: Provider): IdentityProvider | undefined;
  enabled: Provider[];
  demo: DemoProvider | null;
};

/** The providers this configuration turns on: Google and Facebook when configured, demo when enabled. */
export async function createIdentityProviders(
  config: Config,
  now: () => Date,
  keys: SharedKeyStore,
): Promise<IdentityProviders> {
  const list: IdentityProvider[] = [];
  const { google, facebook } = config.auth;
  if (google) list.push(googleProvider({ ...google, now }));
  if (facebook) list.push(facebookProvider({ ...facebook, now }));
  const demo = config.auth.demo ? await demoProvider(now, keys) : null;
  if (demo) list.push(demo);
  const byName = new Map(list.map((p) => [p.name, p]));
  return { get: (name) => byName.get(name), enabled: list.map((p) => p.name), demo };
}

export { IdentityError, type VerifiedIdentity } from './types';
export { DEMO_ACCOUNTS, type SharedKeyStore } from './demo';
