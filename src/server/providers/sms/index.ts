import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.ts';
import { devSmsSender } from './dev';
import { twilioSmsSender } from './twilio';
import type { SmsSender } from './types';

/** The configured sender, or null when none may be used (production without a provider). */
export function createSmsSender(config: Config, log: FastifyBaseLogger, now: () => Date): SmsSender | null {
  if (config.sms.provider === 'twilio' && config.sms.twilio) return twilioSmsSender(config.sms.twilio);
  if (config.sms.provider === 'dev' && config.env !== 'production') return devSmsSender(log, now);
  return null;
}

export type { SmsSender } from './types';
export { devSmsOutbox, latestDevSms } from './dev';
