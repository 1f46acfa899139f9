import type { FastifyInstance } from 'fastify';
import type { JWK } from 'jose';
import type { AppContext } from '#server/context.ts';
import { readSessionCookie } from '#server/lib/session-cookie.ts';
import type { UsersService } from '#server/modules/users/service.ts';
import { createIdentityProviders } from '#server/providers/identity/index.ts';
import { createServerKeysRepository, createSessionsRepository } from './repository';
import { authRoutes } from './routes';
import { createAuthService } from './service';

/**
 * Sign-in, sign-out and the session hook that sets `req.user` on every API request.
 * Registered at the root (not encapsulated) so the hook covers every module.
 */
export async function registerAuth(app: FastifyInstance, ctx: AppContext, users: UsersService): Promise<void> {
  const serverKeys = createServerKeysRepository(ctx.db);
  const providers = await createIdentityProviders(
    ctx.config,
    ctx.now,
    async (name, candidate) => (await serverKeys.keep(name, candidate)) as JWK,
  );
  const auth = createAuthService(providers, users, createSessionsRepository(ctx.db), ctx.now);
  // Admin roles follow the configuration: one it no longer grants ends now, sessions and all.
  const ended = await users.endAdminsNoLongerConfigured();
  if (ended > 0)
    app.log.warn({ accounts: ended }, 'admin roles no longer granted by the configuration ended, with their sessions');

  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const id = readSessionCookie(req, ctx.config);
    if (!id || id.length > 100) return;
    const found = await auth.lookup(id);
    if (!found) return;
    req.user = found.user;
    req.sessionIdHash = found.idHash;
  });

  authRoutes(app, ctx, { auth, users, providers });
}
