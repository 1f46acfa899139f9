import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '#server/context.ts';
import { unauthorized, forbidden, badRequest } from '#server/lib/errors.ts';
import { IdentityError, type IdentityProviders } from '#server/providers/identity/index.ts';
import { MESSAGES } from '#shared/messages.ts';
import type { socialSignInSchema } from '#shared/schemas/auth.ts';
import type { AccountUser } from '#shared/schemas/user.ts';
import type { Accounts } from '../users/accounts';
import { REMEMBER_SECONDS, type SessionStore } from './sessions';
import type { z } from 'zod';

export const SIGN_IN_FAILED = 'Sign-in failed: the identity could not be verified.';

export function createAuthService(ctx: AppContext, providers: IdentityProviders, accounts: Accounts, sessions: SessionStore) {
  return {
    /**
     * Verify the credentials with the provider, then create or update the user and start a
     * brand-new session (any session the browser had before is ended, never reused).
     */
    async signIn(
      body: z.infer<typeof socialSignInSchema>,
      previousSessionHash: string | null,
      log: FastifyBaseLogger,
    ): Promise<{ user: AccountUser; sessionId: string; maxAge: number | undefined }> {
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
      const row = await accounts.upsertFromIdentity(identity);
      if (!row.enabled) throw forbidden(MESSAGES.disabledAccount);
      const now = ctx.now();
      if (previousSessionHash) await sessions.deleteByHash(previousSessionHash);
      await sessions.purgeExpired(now);
      const remember = body.rememberMe === 'Yes';
      const { id } = await sessions.create(Number(row.id), remember, now);
      return { user: await accounts.present(row), sessionId: id, maxAge: remember ? REMEMBER_SECONDS : undefined };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
