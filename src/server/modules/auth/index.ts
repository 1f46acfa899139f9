import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/context.ts';
import { readSessionCookie } from '#server/lib/session-cookie.ts';
import { createIdentityProviders } from '#server/providers/identity/index.ts';
import { createAccounts, type Accounts } from '../users/accounts';
import { authRoutes } from './routes';
import { createAuthService } from './service';
import { createSessionStore, type SessionStore } from './sessions';

/**
 * Sign-in, sign-out and the session hook that sets `req.user` on every API request.
 * Registered at the root (not encapsulated) so the hook covers every module.
 */
export async function registerAuth(app: FastifyInstance, ctx: AppContext): Promise<{ accounts: Accounts; sessions: SessionStore }> {
  const sessions = createSessionStore(ctx.db);
  const accounts = createAccounts(ctx);
  const providers = await createIdentityProviders(ctx.config, ctx.now);

  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const id = readSessionCookie(req, ctx.config);
    if (!id || id.length > 100) return;
    const found = await sessions.lookup(id, ctx.now());
    if (!found) return;
    req.user = found.user;
    req.sessionIdHash = found.idHash;
  });

  authRoutes(app, ctx, { auth: createAuthService(ctx, providers, accounts, sessions), accounts, sessions, providers });
  return { accounts, sessions };
}
