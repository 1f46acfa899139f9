import { z } from 'zod';

// All configuration comes from the environment, validated once at start-up (CONTRACT.md).
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SITE_URL: z.string().url().default('http://localhost:8080'),
  CONTACT_EMAIL: z.string().email().default('contact@khabar.example'),
  CONTACT_WHATSAPP: z.string().min(5).default('+91 98300 00000'),
  SEED_COUNT: z.coerce.number().int().min(0).max(1_000_000).default(500),
  TRUST_PROXY: bool.default(false),
  CLIENT_DIR: z.string().min(1).default('./dist/client'),
  INGEST: bool.default(true),
  FEEDS_FILE: z.string().min(1).optional(),
  CRAWL_ALLOW_PRIVATE: bool.default(false),
  CRAWL_MIN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
  CRAWL_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
  CRAWL_MAX_BYTES: z.coerce.number().int().min(1024).max(100 * 1024 * 1024).default(5 * 1024 * 1024),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  siteUrl: string;
  contactEmail: string;
  contactWhatsapp: string;
  seedCount: number;
  trustProxy: boolean;
  clientDir: string;
  ingest: IngestConfig;
};

/** The feed crawler's settings (issue 5). */
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
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    siteUrl: e.SITE_URL.replace(/\/$/, ''),
    contactEmail: e.CONTACT_EMAIL,
    contactWhatsapp: e.CONTACT_WHATSAPP,
    seedCount: e.SEED_COUNT,
    trustProxy: e.TRUST_PROXY,
    clientDir: e.CLIENT_DIR,
    ingest: {
      enabled: e.INGEST,
      feedsFile: e.FEEDS_FILE,
      allowPrivate: e.CRAWL_ALLOW_PRIVATE,
      minDelayMs: e.CRAWL_MIN_DELAY_MS,
      timeoutMs: e.CRAWL_TIMEOUT_MS,
      maxBytes: e.CRAWL_MAX_BYTES,
    },
  };
}
