import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.ts';
import { MESSAGES } from '#shared/messages.ts';
import type { Config } from './config';
import type { AppContext } from './context';
import { migrate, openDatabase, type DbHandle } from './db/database';
import { serveClient } from './lib/client';
import { serveDevClient } from './lib/dev-client';
import { installCsrfGuard } from './lib/csrf';
import { installErrorHandler, notFoundBody } from './lib/errors';
import { requestSerializer } from './lib/log-redact';
import { installSecurityHeaders } from './lib/security-headers';
import { blockingLimiter, installRateLimit } from './lib/rate-limit';
import { installSessionUser } from './lib/session-user';
import { registerAuth } from './modules/auth/index';
import { registerBalances } from './modules/balances/index';
import { registerOtp } from './modules/otp/index';
import { registerUsers } from './modules/users/index';
import { registerWatchlist } from './modules/watchlist/index';
import { registerIngest } from './modules/ingest/index';
import { registerNews } from './modules/news/index';
import { registerAnalysis } from './modules/analysis/index';
import { registerBookmarks } from './modules/bookmarks/index';
import { registerPayments } from './modules/payments/index';
import { registerSite } from './modules/site/index';

export type AppDeps = {
  /** An open database; when given, the caller owns it and closes it. */
  db?: DbHandle;
  /** The clock; tests pin it to check day boundaries. */
  now?: () => Date;
  /** Serve the client through Vite's dev server (hot reload) instead of the build. */
  devClient?: boolean;
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
  });

  const handle =
    deps.db ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (!deps.db) app.addHook('onClose', () => handle.close());
  await migrate(handle.db);

  const ctx: AppContext = {
    config,
    db: handle.db,
    dbKind: handle.kind,
    now: deps.now ?? (() => new Date()),
    log: app.log,
  };

  // Every route declares its input and output with the shared zod schemas (see lib/route.ts).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installCsrfGuard(app, csrfExempt);
  await installSecurityHeaders(app, {
    https: config.siteUrl.startsWith('https://'),
    razorpay: config.payments.provider === 'razorpay',
  });
  await app.register(cookie);
  // API answers above 1 KB go out compressed; brotli at a low quality costs little CPU.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  installSessionUser(app);
  await installRateLimit(app);

  app.get(API.health, () => ({ status: 'ok' }));
  const { accounts } = await registerAuth(app, ctx);
  await registerUsers(app, ctx, accounts);
  registerOtp(app, ctx);
  registerWatchlist(app, ctx);
  // Payment, membership and history calls share one budget per client, then a 5-minute block.
  const moneyLimit = blockingLimiter({
    max: config.payments.rateLimit,
    windowMs: 60_000,
    blockMs: 5 * 60_000,
    message: MESSAGES.rateLimited,
    now: ctx.now,
  });
  const balances = registerBalances(app, ctx, moneyLimit);
  registerPayments(app, ctx, balances, moneyLimit);
  const news = registerNews(app, ctx);
  registerAnalysis(app, ctx, news);
  registerBookmarks(app, ctx);
  registerSite(app, ctx);
  await registerIngest(app, ctx);

  if (deps.devClient) {
    await serveDevClient(app);
    app.setNotFoundHandler((req, reply) => reply.status(404).send(notFoundBody(req.method, req.url)));
  } else {
    await serveClient(app, config.clientDir);
  }
  return app;
}
