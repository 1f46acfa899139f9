import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  SignJWT,
  type JWK,
} from 'jose';
import type { DemoAccount, DemoTokenRequest } from '#shared/schemas/auth.ts';
import { verifyIdToken } from './jwt';
import { splitName, type IdentityProvider } from './types';

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

/** Keeps a key every process shares: stores the candidate unless one is stored, returns the stored one. */
export type SharedKeyStore = (name: string, candidate: JWK) => Promise<JWK>;

/**
 * The built-in identity provider for machines without Google or Facebook: it signs ID
 * tokens with an ES256 key and verifies them through the same path as Google's, against a
 * local key set. The key is made by the first process to start and kept in the database
 * (`server_keys`), so a token issued by one server process is accepted by another.
 */
export async function demoProvider(now: () => Date, store: SharedKeyStore): Promise<DemoProvider> {
  const candidate = await generateKeyPair('ES256', { extractable: true });
  const privateJwk = await store('demo-signin-es256', { ...(await exportJWK(candidate.privateKey)), alg: 'ES256' });
  const privateKey = await importJWK(privateJwk, 'ES256');
  const { kty, crv, x, y } = privateJwk;
  const publicJwk: JWK = { kty, crv, x, y };
  const kid = `demo-${(await calculateJwkThumbprint(publicJwk)).slice(0, 16)}`;
  const jwk: JWK = { ...publicJwk, kid, alg: 'ES256', use: 'sig' };
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
    verify: ({ idToken }) =>
      verifyIdToken(idToken, {
        provider: 'demo',
        keys,
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['ES256'],
        now,
      }),
  };
}
