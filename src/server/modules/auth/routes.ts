import type { FastifyInstance } from 'fastify';
import { API } from '#shared/api-paths.ts';
import {
  demoTokenRequestSchema,
  demoTokenResponseSchema,
  providersResponseSchema,
  socialSignInSchema,
} from '#shared/schemas/auth.ts';
import { meResponseSchema, userResponseSchema } from '#shared/schemas/user.ts';
import type { AppContext } from '#server/context.ts';
import { notFound } from '#server/lib/errors.ts';
import { typed } from '#server/lib/route.ts';
import { clearSessionCookies, readSessionCookie, setSessionCookies } from '#server/lib/session-cookie.ts';
import type { UsersService } from '#server/modules/users/service.ts';
import { DEMO_ACCOUNTS, type IdentityProviders } from '#server/providers/identity/index.ts';
import type { AuthService } from './service';

export function authRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { auth: AuthService; users: UsersService; providers: IdentityProviders },
): void {
  const U = API.user;
  const api = typed(app);
  // One budget per client address for every sign-in call (a demo token, a provider's sign-in):
  // one limiter, so one store and one count, run by each of those routes. Its keys are named
  // apart from any other limiter's in a shared (Redis) store.
  const signInLimit = app.rateLimit({
    max: ctx.config.auth.signinRateLimit,
    timeWindow: 60_000,
    keyGenerator: (req) => `signin:${req.ip}`,
  });

  // A visitor is a normal state: 200 with an empty list, never 401.
  api.get(U.me, { schema: { response: { 200: meResponseSchema } } }, async (req, reply) => {
    const user = req.user ? await deps.users.load(req.user.id) : null;
    // A cookie naming no live session (expired, signed out elsewhere) is dropped.
    if (!user && readSessionCookie(req, ctx.config) !== undefined) clearSessionCookies(reply, ctx.config);
    return user ? { listObject: [user], totalElementCount: 1 } : { listObject: [], totalElementCount: 0 };
  });

  api.get(U.providers, { schema: { response: { 200: providersResponseSchema } } }, () => {
    const { enabled } = deps.providers;
    const { google, facebook } = ctx.config.auth;
    return {
      providers: enabled,
      defaultProvider: enabled.includes('google') ? 'google' : (enabled[0] ?? null),
      googleClientId: google?.clientId ?? null,
      facebookAppId: facebook?.appId ?? null,
      facebook: { version: 'v10.0', locale: 'en_US', scope: 'email,public_profile' },
      demoAccounts: deps.providers.demo ? DEMO_ACCOUNTS : [],
    } as const;
  });

  api.post(
    U.demoToken,
    { onRequest: signInLimit, schema: { body: demoTokenRequestSchema, response: { 200: demoTokenResponseSchema } } },
    async (req) => {
      const demo = deps.providers.demo;
      if (!demo) throw notFound('Demo sign-in is not enabled.');
      return { idToken: await demo.issue(req.body) };
    },
  );

  api.post(
    U.social,
    { onRequest: signInLimit, schema: { body: socialSignInSchema, response: { 200: userResponseSchema } } },
    async (req, reply) => {
      const { user, sessionId, maxAge } = await deps.auth.signIn(req.body, req.sessionIdHash, req.log);
      setSessionCookies(reply, ctx.config, sessionId, req.body.rememberMe === 'Yes', maxAge);
      return { listObject: [user], totalElementCount: 1 };
    },
  );

  // Always 204 and always clears the cookies, so a retried or late sign-out is harmless.
  api.post(U.logout, async (req, reply) => {
    if (req.sessionIdHash) await deps.auth.signOut(req.sessionIdHash);
    clearSessionCookies(reply, ctx.config);
    return reply.status(204).send();
  });
}
