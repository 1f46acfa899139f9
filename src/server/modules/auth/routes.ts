import type { FastifyInstance } from 'fastify';
import { API } from '#shared/api-paths.ts';
import {
  demoTokenRequestSchema,
  socialSignInSchema,
  type ProvidersResponse,
} from '#shared/schemas/auth.ts';
import type { MeResponse, UserResponse } from '#shared/schemas/user.ts';
import type { AppContext } from '#server/context.ts';
import { notFound } from '#server/lib/errors.ts';
import { clearSessionCookies, readSessionCookie, setSessionCookies } from '#server/lib/session-cookie.ts';
import { parse } from '#server/lib/validate.ts';
import { DEMO_ACCOUNTS, type IdentityProviders } from '#server/providers/identity/index.ts';
import type { Accounts } from '../users/accounts';
import type { AuthService } from './service';
import type { SessionStore } from './sessions';

export function authRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { auth: AuthService; accounts: Accounts; sessions: SessionStore; providers: IdentityProviders },
): void {
  const U = API.user;
  const signInLimit = { rateLimit: { max: ctx.config.auth.signinRateLimit, timeWindow: 60_000 } };

  // A visitor is a normal state: 200 with an empty list, never 401.
  app.get(U.me, async (req, reply): Promise<MeResponse> => {
    const user = req.user ? await deps.accounts.load(req.user.id) : null;
    // A cookie naming no live session (expired, signed out elsewhere) is dropped.
    if (!user && readSessionCookie(req, ctx.config) !== undefined) clearSessionCookies(reply, ctx.config);
    return user ? { listObject: [user], totalElementCount: 1 } : { listObject: [], totalElementCount: 0 };
  });

  app.get(U.providers, (): ProvidersResponse => {
    const { enabled } = deps.providers;
    const { google, facebook } = ctx.config.auth;
    return {
      providers: enabled,
      defaultProvider: enabled.includes('google') ? 'google' : (enabled[0] ?? null),
      googleClientId: google?.clientId ?? null,
      facebookAppId: facebook?.appId ?? null,
      facebook: { version: 'v10.0', locale: 'en_US', scope: 'email,public_profile' },
      demoAccounts: deps.providers.demo ? DEMO_ACCOUNTS : [],
    };
  });

  app.post(U.demoToken, { config: signInLimit }, async (req) => {
    const demo = deps.providers.demo;
    if (!demo) throw notFound('Demo sign-in is not enabled.');
    return { idToken: await demo.issue(parse(demoTokenRequestSchema, req.body)) };
  });

  app.post(U.social, { config: signInLimit }, async (req, reply): Promise<UserResponse> => {
    const body = parse(socialSignInSchema, req.body);
    const { user, sessionId, maxAge } = await deps.auth.signIn(body, req.sessionIdHash, req.log);
    setSessionCookies(reply, ctx.config, sessionId, body.rememberMe === 'Yes', maxAge);
    return { listObject: [user], totalElementCount: 1 };
  });

  // Always 204 and always clears the cookies, so a retried or late sign-out is harmless.
  app.post(U.logout, async (req, reply) => {
    if (req.sessionIdHash) await deps.sessions.deleteByHash(req.sessionIdHash);
    clearSessionCookies(reply, ctx.config);
    return reply.status(204).send();
  });
}
