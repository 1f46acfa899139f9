import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import type { DemoAccount, DemoTokenRequest } from '#shared/schemas/auth.ts';
import { verifyIdToken } from './jwt';
import { IdentityError, splitName, type IdentityProvider } from './types';

const ISSUER = 'khabar-demo';
const AUDIENCE = 'khabar-demo';
const TOKEN_SECONDS = 300;

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'asha.verma@demo.khabar.local', name: 'Asha Verma' },
  { email: 'ravi.kumar@demo.khabar.local', name: 'Ravi Kumar' },
  { email: 'meera.iyer@demo.khabar.local', name: 'Meera Iyer' },
];

export type DemoProvider = IdentityProvider & {
  issue(req: DemoTokenRequest): Promise<string>;
};

/**
 * The built-in identity provider for machines without Google or Facebook: it signs ID
 * tokens with a key generated at start-up and verifies them through the same path as
 * Google's, against a local key set. A restart invalidates unspent tokens, which is fine
 * because a token is spent within seconds of being issued.
 */
export async function demoProvider(now: () => Date): Promise<DemoProvider> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const kid = `demo-${now().getTime().toString(36)}`;
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  const keys = createLocalJWKSet({ keys: [jwk] });
  return {
    name: 'demo',
    async issue({ email, name }) {
      const iat = Math.floor(now().getTime() / 1000);
      const { firstName, lastName } = splitName(name);
      return new SignJWT({ email, email_verified: true, name, given_name: firstName, family_name: lastName })
        .setProtectedHeader({ alg: 'ES256', kid })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(`demo|${email}`)
        .setIssuedAt(iat)
        .setExpirationTime(iat + TOKEN_SECONDS)
        .sign(privateKey);
    },
    verify: async ({ idToken }) => {
      if (!idToken) throw new IdentityError('demo needs an idToken');
      return verifyIdToken(idToken, {
        provider: 'demo',
        keys,
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['ES256'],
        now,
      });
    },
  };
}
