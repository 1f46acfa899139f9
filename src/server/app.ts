import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.ts';
import { MESSAGES } from '#shared/messages.ts';
import type { Config } from './config';
import type { AppContext } from './context';
import { migrate, configuredDatabase, type DbHandle } from '#server/db/database.ts';
import { serveClient } from '#server/lib/client.ts';
import { serveDevClient } from '#server/lib/dev-client.ts';
import { readSessionCookie } from '#server/lib/session-cookie.ts';
import { installCsrfGuard } from '#server/lib/csrf.ts';
import { installErrorHandler, notFoundBody } from '#server/lib/errors.ts';
import { clientErrorHandler, frameworkErrors, installInputGuard } from '#server/lib/input-guard.ts';
import { requestSerializer } from '#server/lib/log-redact.ts';
import { installLoadShedding } from '#server/lib/load-shedding.ts';
import { installSecurityHeaders } from '#server/lib/security-headers.ts';
import { blockingLimiter, installRateLimit, sharedCounts } from '#server/lib/rate-limit.ts';
import { openRedis } from '#server/lib/redis.ts';
import { installSessionUser } from '#server/lib/session-user.ts';
import { registerAuth } from '#server/modules/auth/index.ts';
import { registerBalances } from '#server/modules/balances/index.ts';
import { registerOtp } from '#server/modules/otp/index.ts';
import { createUsers, registerUsers } from '#server/modules/users/index.ts';
import { registerWatchlist } from '#server/modules/watchlist/index.ts';
import { registerIngest } from '#server/modules/ingest/index.ts';
import { registerNews } from '#server/modules/news/index.ts';
import { registerAnalysis } from '#server/modules/analysis/index.ts';
import { registerBookmarks } from '#server/modules/bookmarks/index.ts';
import { registerPayments } from '#server/modules/payments/index.ts';
import { registerSite } from '#server/modules/site/index.ts';
import { registerAudio } from '#server/modules/audio/index.ts';
import { registerStories } from '#server/modules/stories/index.ts';
import { registerPreviews } from '#server/modules/previews/index.ts';
import { alertingClusterer, registerPush } from '#server/modules/push/index.ts';

export type AppDeps = {
  /** An open database; when given, the caller owns it and closes it. */
  db?: DbHandle;
  /** The clock; tests pin it to check day boundaries. */
  now?: () => Date;
  /** Serve the client through Vite's dev server (hot reload) instead of the build. */
  devClient?: boolean;
  /** Told of every route as it is added (the fuzz and authorisation tests walk them all). */
  onRoute?: (route: RouteOptions) => void;
};

// Paths authenticated by a provider signature (webhooks) or by API keys (the sandbox's
// Orders API, called server to server) instead of the CSRF header.
const csrfExempt = (url: string) => url.startsWith(API.payment.webhook) || url.startsWith(`${API.payment.sandbox}/v1/`);

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            serializers: { req: requestSerializer },
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
    // Node's own Host check answers 400 with no body; the input guard refuses it in the contract's shape.
    http: { requireHostHeader: false },
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  const handle = deps.db ?? (await configuredDatabase(config));
  if (!deps.db) app.addHook('onClose', () => handle.close());
  await migrate(handle.db);

  const ctx: AppContext = {
    config,
    db: handle.db,
    indexReads: handle.indexReads,
    dbKind: handle.kind,
    now: deps.now ?? (() => new Date()),
    log: app.log,
  };

  // Every route declares its input and output with the shared zod schemas (see lib/route.ts).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const users = createUsers(ctx);
  installErrorHandler(app, { accountGone: users.accountGone });
  installInputGuard(app);
  installCsrfGuard(app, csrfExempt);
  await installSecurityHeaders(app, {
    https: config.siteUrl.startsWith('https://'),
    razorpay: config.payments.provider === 'razorpay',
  });
  // Past what it can serve the server refuses early (503, Retry-After) instead of queueing without
  // end; health is never held up (lib/load-shedding.ts).
  const load = installLoadShedding(app, config.load);
  await app.register(cookie);
  // API answers above 1 KB go out compressed; brotli at a low quality costs little CPU.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  installSessionUser(app);
  // Several processes share their rate-limit counters through Redis when REDIS_URL is set.
  const redis = config.redisUrl ? openRedis(config.redisUrl) : undefined;
  // ioredis reconnects by itself; meanwhile the limits are counted in this process (logged once).
  const shared = redis && sharedCounts(redis, app.log);
  if (redis) {
    app.addHook('onClose', async () => {
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    });
  }
  await installRateLimit(app, shared);

  await registerAuth(app, ctx, users);
  await registerUsers(app, ctx, users);
  registerOtp(app, ctx);
  const news = registerNews(app, ctx);
  const stories = registerStories(app, ctx.db, news, ctx.log);
  registerPreviews(app, news, stories);
  registerWatchlist(app, ctx, news);
  // Payment, membership and history calls share one budget per client, then a 5-minute block.
  const moneyLimit = blockingLimiter({
    name: 'money',
    shared,
    max: config.payments.rateLimit,
    windowMs: 60_000,
    blockMs: 5 * 60_000,
    message: MESSAGES.rateLimited,
    now: ctx.now,
  });
  const balances = registerBalances(app, ctx, moneyLimit);
  registerPayments(app, ctx, balances, moneyLimit);
  registerAnalysis(app, ctx, news, stories);
  registerBookmarks(app, ctx);
  registerAudio(app, ctx, news);
  registerSite(app, ctx, load);
  const alerts = await registerPush(app, ctx, handle.jobsSql);
  await registerIngest(app, ctx, alertingClusterer(stories, alerts, ctx.log));

  if (deps.devClient) {
    await serveDevClient(app);
    app.setNotFoundHandler((req, reply) => reply.status(404).send(notFoundBody(req.method, req.url)));
  } else {
    await serveClient(app, config.clientDir, { signedIn: (req) => readSessionCookie(req, config) !== undefined });
  }
  return app;
}
