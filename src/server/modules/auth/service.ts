import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { MESSAGES } from '#shared/messages.ts';
import type { socialSignInSchema } from '#shared/schemas/auth.ts';
import type { AccountUser } from '#shared/schemas/user.ts';
import { badRequest, forbidden, unauthorized } from '#server/lib/errors.ts';
import type { SessionUser } from '#server/lib/session-user.ts';
import type { UsersService } from '#server/modules/users/service.ts';
import { IdentityError, type IdentityProviders } from '#server/providers/identity/index.ts';
import type { SessionsRepository } from './repository';

const SIGN_IN_FAILED = 'Sign-in failed: the identity could not be verified.';

const REMEMBER_SECONDS = 30 * 24 * 3600;
/** A browser-session sign-in ends after this much idleness even if the browser stays open. */
const IDLE_SECONDS = 12 * 3600;
/** ...and after this long in any case. */
const BROWSER_SESSION_MAX_SECONDS = 7 * 24 * 3600;
// Slide the idle expiry at most this often, not on every request.
const SLIDE_AFTER_SECONDS = 10 * 60;

const hashSessionId = (id: string) => createHash('sha256').update(id).digest('base64url');

export type SignedIn = { user: AccountUser; sessionId: string; maxAge: number | undefined };

export function createAuthService(
  providers: IdentityProviders,
  users: UsersService,
  sessions: SessionsRepository,
  now: () => Date,
) {
  return {
    /**
     * Verify the credentials with the provider, then create or update the user and start a
     * brand-new session (any session the browser had before is ended, never reused). A new
     * random id every time; only its hash is stored.
     */
    async signIn(
      body: z.infer<typeof socialSignInSchema>,
      previousSessionHash: string | null,
      log: FastifyBaseLogger,
    ): Promise<SignedIn> {
      const provider = providers.get(body.provider);
      if (!provider) throw badRequest(`provider: ${body.provider} sign-in is not enabled`);
      let identity;
      try {
        identity = await provider.verify({ idToken: body.idToken, authToken: body.authToken });
      } catch (err) {
        if (!(err instanceof IdentityError)) throw err;
        log.info({ provider: body.provider, reason: err.message }, 'sign-in refused');
        throw unauthorized(SIGN_IN_FAILED);
      }
      const row = await users.upsertFromIdentity(identity);
      if (!row.enabled) throw forbidden(MESSAGES.disabledAccount);
      const at = now();
      if (previousSessionHash) await sessions.deleteByHash(previousSessionHash);
      await sessions.purgeExpired(at);
      const remember = body.rememberMe === 'Yes';
      const sessionId = randomBytes(32).toString('base64url');
      const expiresAt = new Date(at.getTime() + (remember ? REMEMBER_SECONDS : IDLE_SECONDS) * 1000);
      await sessions.insert(hashSessionId(sessionId), Number(row.id), remember, at, expiresAt);
      return { user: await users.present(row), sessionId, maxAge: remember ? REMEMBER_SECONDS : undefined };
    },

    /**
     * The user of a session cookie, or null. A browser-session sign-in slides its idle expiry
     * forward on use, but never past its maximum age.
     */
    async lookup(sessionId: string): Promise<{ user: SessionUser; idHash: string } | null> {
      const at = now();
      const idHash = hashSessionId(sessionId);
      const found = await sessions.find(idHash, at);
      if (!found) return null;
      if (!found.remember) {
        const maxEnd = found.createdAt.getTime() + BROWSER_SESSION_MAX_SECONDS * 1000;
        if (at.getTime() >= maxEnd) return null;
        const left = found.expiresAt.getTime() - at.getTime();
        if (left < (IDLE_SECONDS - SLIDE_AFTER_SECONDS) * 1000) {
          await sessions.extend(idHash, new Date(Math.min(at.getTime() + IDLE_SECONDS * 1000, maxEnd)));
        }
      }
      return { user: found.user, idHash };
    },

    signOut: (idHash: string) => sessions.deleteByHash(idHash),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
