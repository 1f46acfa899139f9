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
  };
}
