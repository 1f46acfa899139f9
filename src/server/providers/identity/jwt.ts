import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Provider } from '#shared/schemas/auth.ts';
import { IdentityError, splitName, type VerifiedIdentity } from './types';

export type JwtCheck = {
  provider: Provider;
  keys: JWTVerifyGetKey;
  issuer: string | string[];
  audience: string;
  algorithms: string[];
  now: () => Date;
};

/**
 * The one ID-token path, used by Google (remote JWKS) and the demo provider (local JWKS):
 * signature against the key set, issuer, audience, expiry, and a usable e-mail.
 */
export async function verifyIdToken(token: string | undefined, c: JwtCheck): Promise<VerifiedIdentity> {
  if (!token) throw new IdentityError(`${c.provider} needs an idToken`);
  let payload;
  try {
    ({ payload } = await jwtVerify(token, c.keys, {
      issuer: c.issuer,
      audience: c.audience,
      algorithms: c.algorithms,
      currentDate: c.now(),
      clockTolerance: 30,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (err) {
    const reason = err instanceof errors.JOSEError ? err.code : String(err);
    throw new IdentityError(`id token refused: ${reason}`);
  }
  const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : '';
  if (!email) throw new IdentityError('id token has no e-mail');
  // Google marks unverified addresses; an unverified e-mail must not decide who is an admin.
  if (payload.email_verified === false || payload.email_verified === 'false') {
    throw new IdentityError('e-mail not verified by the provider');
  }
  const name = typeof payload.name === 'string' ? payload.name : email.split('@')[0]!;
  const split = splitName(name);
  return {
    provider: c.provider,
    subject: String(payload.sub),
    email,
    name,
    firstName: typeof payload.given_name === 'string' ? payload.given_name : split.firstName,
    lastName: typeof payload.family_name === 'string' ? payload.family_name : split.lastName,
    picture: typeof payload.picture === 'string' ? payload.picture : null,
  };
}
