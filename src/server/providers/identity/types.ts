import type { Provider } from '#shared/schemas/auth.ts';

/** Who the provider vouches for, taken only from a verified token or the provider's API. */
export type VerifiedIdentity = {
  provider: Provider;
  /** The provider's stable user id (token `sub`, Graph `id`): stored as keyCloakUserId. */
  subject: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  picture: string | null;
};

export type IdentityCredentials = { idToken?: string | undefined; authToken?: string | undefined };

/** One sign-in provider. `verify` throws IdentityError when the credentials are not good. */
export interface IdentityProvider {
  readonly name: Provider;
  verify(credentials: IdentityCredentials): Promise<VerifiedIdentity>;
}

/** The credentials were refused; the reason goes to the log, never to the client. */
export class IdentityError extends Error {}

export function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}
