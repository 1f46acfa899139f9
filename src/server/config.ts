import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { DEFAULT_SELLER_STATE_CODE, isGstStateCode } from '#shared/gst.ts';
import { sandboxSecrets, type SandboxSecrets } from '#server/lib/sandbox-secrets.ts';
import { pushConfig, type PushConfig } from '#server/lib/vapid-keys.ts';

// All configuration comes from the environment, validated once at start-up: a bad value
// stops the server with one line naming the variable.
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/** Every environment variable the server reads (docs/configuration.md names each one). */
/** Requests served at once on the embedded database (REQUEST_CONCURRENCY's default there). */
export const EMBEDDED_CONCURRENCY = 4;

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  // Unset: see loadConfig (quieter in development).
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  SITE_URL: z.string().url().default('http://localhost:8080'),
  CONTACT_EMAIL: z.string().email().default('contact@khabar.example'),
  CONTACT_WHATSAPP: z.string().min(5).default('+91 98300 00000'),
  SEED_COUNT: z.coerce.number().int().min(0).max(1_000_000).default(500),
  TRUST_PROXY: bool.default(false),
  REQUEST_CONCURRENCY: z.coerce.number().int().min(1).max(10_000).optional(),
  REQUEST_QUEUE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(200),
  REQUEST_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(500),
  READY_BUSY_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  CLIENT_DIR: z.string().min(1).default('./dist/client'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  FACEBOOK_APP_ID: z.string().regex(/^\d+$/, 'must be the numeric app id').optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  FACEBOOK_GRAPH_URL: z.string().url().default('https://graph.facebook.com'),
  DEMO_LOGIN: bool.optional(),
  DEMO_ADMINS: bool.default(false),
  ADMIN_EMAILS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().email('must be comma-separated e-mail addresses')))
    .default([]),
  SIGNIN_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(20),
  OTP_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  SMS_PROVIDER: z.enum(['dev', 'twilio']).optional(),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 number')
    .optional(),
  TWILIO_API_URL: z.string().url().default('https://api.twilio.com'),
  PAYMENTS_PROVIDER: z.enum(['razorpay', 'sandbox']).default('sandbox'),
  PAYMENTS_SANDBOX_IN_PRODUCTION: bool.default(false),
  PAYMENTS_SANDBOX_WEBHOOKS: bool.default(true),
  PAYMENTS_RECONCILE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  PAYMENTS_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(30),
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_\w+$/, 'must look like rzp_test_… or rzp_live_…')
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8).optional(),
  RAZORPAY_API_URL: z.string().url().default('https://api.razorpay.com'),
  RAZORPAY_CHECKOUT_URL: z.string().url().default('https://checkout.razorpay.com/v1/checkout.js'),
  SELLER_NAME: z.string().min(2).max(100).default('Khabar Media (demo seller)'),
  SELLER_ADDRESS: z.string().min(5).max(300).default('12 Park Street, Kolkata 700016, West Bengal, India'),
  SELLER_GSTIN: z
    .string()
    .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'must be a 15-character GSTIN')
    .optional(),
  SELLER_STATE_CODE: z.coerce
    .number()
    .int()
    .refine(isGstStateCode, 'must be a GST state code')
    .default(DEFAULT_SELLER_STATE_CODE),
  INVOICE_PREFIX: z
    .string()
    .regex(/^[A-Z]{1,4}$/, 'must be 1 to 4 capital letters')
    .default('KH'),
  INGEST: bool.default(true),
  FEEDS_FILE: z.string().min(1).optional(),
  CRAWL_ALLOW_PRIVATE: bool.default(false),
  CRAWL_MIN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
  CRAWL_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
  CRAWL_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  CRAWL_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(600),
  CRAWL_TICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  CRAWL_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  AUDIO_OFFLINE_MAX_MB: z.coerce.number().int().min(1).max(500).default(30),
  AI_PROVIDER: z.enum(['local', 'openai']).default('local'),
  AI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  AI_MAX_INPUT_CHARS: z.coerce.number().int().min(500).max(2_000_000).default(12_000),
  AI_STRUCTURED_OUTPUT: z.enum(['auto', 'json_schema', 'off']).default('auto'),
  AI_MEMBER_HOURLY_LIMIT: z.coerce.number().int().min(1).max(100_000).default(60),
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  VAPID_SUBJECT: z.string().min(1).optional(),
  PUSH_ALLOW_PRIVATE: bool.default(false),
  PUSH_CA_FILE: z.string().min(1).optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL: connections a process opens for its statements (another pool as large, at most 4, for index reads). */
  databasePoolSize: number;
  /** Shared state of several processes (rate-limit counters); unset: kept in each process. */
  redisUrl: string | undefined;
  logLevel: NonNullable<z.infer<typeof envSchema>['LOG_LEVEL']>;
  siteUrl: string;
  contactEmail: string;
  contactWhatsapp: string;
  seedCount: number;
  trustProxy: boolean;
  /**
   * Load shedding (lib/load-shedding.ts): requests served at once, how many may wait, and how
   * long; readiness fails once every place has been held by the same requests for `readyBusyMs`.
   */
  load: { concurrency: number; queueLimit: number; queueTimeoutMs: number; readyBusyMs: number };
  clientDir: string;
  auth: {
    google: { clientId: string; jwksUrl: string } | null;
    facebook: { appId: string; appSecret: string; graphUrl: string } | null;
    demo: boolean;
    /** ADMIN_EMAILS signed in through demo sign-in become admins (local development only). */
    demoAdmins: boolean;
    adminEmails: string[];
    /** Sign-in calls (social + demo token) per IP per minute. */
    signinRateLimit: number;
  };
  sms: {
    /** null: no sender can be used (production without a real provider). */
    provider: 'dev' | 'twilio' | null;
    twilio: { accountSid: string; authToken: string; from: string; apiUrl: string } | null;
    /** Code sends per IP per 10 minutes. */
    rateLimit: number;
  };
  ingest: IngestConfig;
  /** Stories' original audio: the largest file a member may keep for offline listening. */
  audio: { offlineMaxBytes: number };
  payments: PaymentsConfig;
  ai: AiConfig;
  push: PushConfig;
};

/** The analyser behind the members' AI analysis. */
export type AiConfig = {
  provider: 'local' | 'openai';
  /** OpenAI-compatible base URL ending before /chat/completions (e.g. …/v1). */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  maxRetries: number;
  /** Article text sent to the model is cut to this many characters. */
  maxInputChars: number;
  /** auto: ask for a JSON schema answer and fall back to JSON in the prompt if refused. */
  structuredOutput: 'auto' | 'json_schema' | 'off';
  /** New answers (model calls) one member may cause in an hour; stored answers are not counted. */
  memberHourlyLimit: number;
};

/** Card payments (Razorpay or the built-in sandbox) and the seller on tax invoices. */
export type PaymentsConfig = {
  provider: 'razorpay' | 'sandbox';
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Razorpay's API base (tests point it at a local server speaking the Orders API). */
  apiUrl: string;
  /** The checkout script the client loads (Razorpay's, or the sandbox's own). */
  checkoutUrl: string;
  /** The sandbox delivers its webhooks to our own endpoint (off: only confirmation and reconciliation settle). */
  sandboxWebhooks: boolean;
  /** Seconds between reconciliation runs; 0 runs it only at start-up. */
  reconcileSeconds: number;
  /** Payment, membership and history calls per client per minute before the 5-minute block. */
  rateLimit: number;
  seller: { name: string; address: string; gstin: string; stateCode: number };
  invoicePrefix: string;
};

/**
 * The sandbox's key id: public (the payment widget is given it), like Razorpay's test key ids.
 * Its secrets are not: random per installation, in DATA_DIR (lib/sandbox-secrets.ts).
 */
export const SANDBOX_KEY_ID = 'rzp_test_khabarsandbox';
/** A syntactically valid GSTIN for the demo seller in West Bengal; set SELLER_GSTIN for real. */
const DEMO_GSTIN = '19AABCK1234M1Z5';

/** The feed crawler's settings. */
export type IngestConfig = {
  /** Run the crawler inside the server on a schedule; off when a separate worker does it. */
  enabled: boolean;
  /** A JSON array of {url, source, category}; unset: the built-in list of real feeds. */
  feedsFile: string | undefined;
  /** Lift the guard against private and loopback addresses (tests only). */
  allowPrivate: boolean;
  /** The least gap between two requests to one host; robots.txt Crawl-delay may raise it. */
  minDelayMs: number;
  timeoutMs: number;
  maxBytes: number;
  /** Queue workers (PostgreSQL): how long a taken feed is a worker's before another may take it over. */
  leaseSeconds: number;
  /** How often due feeds are looked up (and, for queue workers, enqueued). */
  tickSeconds: number;
  /** Feeds crawled side by side by one worker. */
  concurrency: number;
};

export class ConfigError extends Error {}

/** Parse the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, so `FOO= npm start` falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const e = parsed.data;
  const one = (name: string) => {
    throw new ConfigError(`Invalid configuration: ${name}: must be set together with its pair`);
  };
  if (Boolean(e.FACEBOOK_APP_ID) !== Boolean(e.FACEBOOK_APP_SECRET)) one('FACEBOOK_APP_SECRET');
  const google = e.GOOGLE_CLIENT_ID ? { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL } : null;
  const facebook =
    e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
      ? {
          appId: e.FACEBOOK_APP_ID,
          appSecret: e.FACEBOOK_APP_SECRET,
          graphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/$/, ''),
        }
      : null;
  // Demo sign-in: on by default only when no real provider is configured, never silently
  // in production (DEMO_LOGIN=true opts in, e.g. for a public demo site).
  const demo = e.DEMO_LOGIN ?? (!google && !facebook && e.NODE_ENV !== 'production');
  const twilio =
    e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
      ? {
          accountSid: e.TWILIO_ACCOUNT_SID,
          authToken: e.TWILIO_AUTH_TOKEN,
          from: e.TWILIO_FROM,
          apiUrl: e.TWILIO_API_URL.replace(/\/$/, ''),
        }
      : null;
  if (e.SMS_PROVIDER === 'twilio' && !twilio) one('TWILIO_ACCOUNT_SID');
  if (e.SMS_PROVIDER === 'dev' && e.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration: SMS_PROVIDER: dev cannot be used in production');
  }
  const payments = paymentsConfig(e);
  if (e.AI_PROVIDER === 'openai' && !e.AI_MODEL) {
    throw new ConfigError('Invalid configuration: AI_MODEL: must be set when AI_PROVIDER is openai');
  }
  const smsProvider = e.SMS_PROVIDER ?? (twilio ? 'twilio' : e.NODE_ENV === 'production' ? null : 'dev');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    // As many statements at a time as the machine has cores
    // (docs/decisions/0063-postgresql-pool-sized-to-cores.md): more only take turns on them, and
    // each waits longer.
    databasePoolSize: e.DATABASE_POOL_SIZE ?? Math.max(2, availableParallelism()),
    redisUrl: e.REDIS_URL,
    // Production logs every request (structured JSON, info). A developer's console shows only
    // warnings and errors unless LOG_LEVEL asks for more (LOG_LEVEL=info: each request too).
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'development' ? 'warn' : 'info'),
    siteUrl: e.SITE_URL.replace(/\/$/, ''),
    contactEmail: e.CONTACT_EMAIL,
    contactWhatsapp: e.CONTACT_WHATSAPP,
    seedCount: e.SEED_COUNT,
    trustProxy: e.TRUST_PROXY,
    load: {
      // The embedded database runs one statement at a time: past a few requests at once, each
      // more only waits longer for its turn at it (docs/decisions/0111-refusals-fast-and-the-embedded-database-few-at-once.md).
      concurrency: e.REQUEST_CONCURRENCY ?? (e.DATABASE_URL ? 16 : EMBEDDED_CONCURRENCY),
      queueLimit: e.REQUEST_QUEUE_LIMIT,
      queueTimeoutMs: e.REQUEST_QUEUE_TIMEOUT_MS,
      readyBusyMs: e.READY_BUSY_SECONDS * 1000,
    },
    clientDir: e.CLIENT_DIR,
    auth: {
      google,
      facebook,
      demo,
      demoAdmins: e.DEMO_ADMINS,
      adminEmails: e.ADMIN_EMAILS,
      signinRateLimit: e.SIGNIN_RATE_LIMIT,
    },
    sms: { provider: smsProvider, twilio, rateLimit: e.OTP_RATE_LIMIT },
    ingest: {
      enabled: e.INGEST,
      feedsFile: e.FEEDS_FILE,
      allowPrivate: e.CRAWL_ALLOW_PRIVATE,
      minDelayMs: e.CRAWL_MIN_DELAY_MS,
      timeoutMs: e.CRAWL_TIMEOUT_MS,
      maxBytes: e.CRAWL_MAX_BYTES,
      leaseSeconds: e.CRAWL_LEASE_SECONDS,
      tickSeconds: e.CRAWL_TICK_SECONDS,
      concurrency: e.CRAWL_CONCURRENCY,
    },
    audio: { offlineMaxBytes: e.AUDIO_OFFLINE_MAX_MB * 1024 * 1024 },
    ai: {
      provider: e.AI_PROVIDER,
      baseUrl: e.AI_BASE_URL.replace(/\/$/, ''),
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL ?? '',
      timeoutMs: e.AI_TIMEOUT_MS,
      maxRetries: e.AI_MAX_RETRIES,
      maxInputChars: e.AI_MAX_INPUT_CHARS,
      structuredOutput: e.AI_STRUCTURED_OUTPUT,
      memberHourlyLimit: e.AI_MEMBER_HOURLY_LIMIT,
    },
    payments,
    push: pushConfig(e, (name, why) => {
      throw new ConfigError(`Invalid configuration: ${name}: ${why}`);
    }),
  };
}

function paymentsConfig(e: z.infer<typeof envSchema>): PaymentsConfig {
  const fail = (name: string, why: string): never => {
    throw new ConfigError(`Invalid configuration: ${name}: ${why}`);
  };
  const production = e.NODE_ENV === 'production';
  if (e.PAYMENTS_PROVIDER === 'sandbox' && production && !e.PAYMENTS_SANDBOX_IN_PRODUCTION) {
    fail(
      'PAYMENTS_PROVIDER',
      'sandbox takes no real money; set razorpay, or PAYMENTS_SANDBOX_IN_PRODUCTION=true for a demo site',
    );
  }
  if (e.PAYMENTS_PROVIDER === 'razorpay') {
    for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      if (!e[name]) fail(name, 'must be set when PAYMENTS_PROVIDER=razorpay');
    }
    if (production && !e.SELLER_GSTIN) fail('SELLER_GSTIN', 'must be set for tax invoices in production');
  }
  const gstin = e.SELLER_GSTIN ?? DEMO_GSTIN.replace(/^\d{2}/, String(e.SELLER_STATE_CODE).padStart(2, '0'));
  if (Number(gstin.slice(0, 2)) !== e.SELLER_STATE_CODE) fail('SELLER_GSTIN', 'must start with SELLER_STATE_CODE');
  // The sandbox's secrets, unless configured, are this installation's own: read from DATA_DIR
  // (made there on first use) when the server first needs them, so a command that never takes a
  // payment (a crawler, a test of the settings) neither reads nor writes the file.
  let own: SandboxSecrets | undefined;
  const ownSecrets = () => (own ??= sandboxSecrets(e.DATA_DIR, (why) => fail('DATA_DIR', why)));
  return {
    provider: e.PAYMENTS_PROVIDER,
    keyId: e.RAZORPAY_KEY_ID ?? SANDBOX_KEY_ID,
    get keySecret() {
      return e.RAZORPAY_KEY_SECRET ?? ownSecrets().keySecret;
    },
    get webhookSecret() {
      return e.RAZORPAY_WEBHOOK_SECRET ?? ownSecrets().webhookSecret;
    },
    apiUrl: e.RAZORPAY_API_URL.replace(/\/$/, ''),
    checkoutUrl: e.RAZORPAY_CHECKOUT_URL,
    sandboxWebhooks: e.PAYMENTS_SANDBOX_WEBHOOKS,
    reconcileSeconds: e.PAYMENTS_RECONCILE_SECONDS,
    rateLimit: e.PAYMENTS_RATE_LIMIT,
    seller: { name: e.SELLER_NAME, address: e.SELLER_ADDRESS, gstin, stateCode: e.SELLER_STATE_CODE },
    invoicePrefix: e.INVOICE_PREFIX,
  };
}
