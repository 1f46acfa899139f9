import { createRemoteJWKSet } from 'jose';
import { verifyIdToken } from './jwt';
import type { IdentityProvider } from './types';

export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** Google Identity Services: the ID token is checked against Google's published keys. */
export function googleProvider(opts: { clientId: string; jwksUrl: string; now: () => Date }): IdentityProvider {
  // jose caches the key set and refetches on an unknown key id (key rotation).
  const keys = createRemoteJWKSet(new URL(opts.jwksUrl), { timeoutDuration: 5000 });
  return {
    name: 'google',
    verify: ({ idToken }) =>
      verifyIdToken(idToken, {
        provider: 'google',
        keys,
        issuer: GOOGLE_ISSUERS,
        audience: opts.clientId,
        algorithms: ['RS256'],
        now: opts.now,
      }),
  };
}
