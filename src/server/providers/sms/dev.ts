import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './types';

export type RecordedSms = { phone: string; text: string; sentAt: Date; forUser: number };

// Module-level so tests and the development endpoint can read what any app instance sent.
const outbox: RecordedSms[] = [];
const MAX_KEPT = 200;

/** Everything the development sender has "sent", oldest first. */
export function devSmsOutbox(): readonly RecordedSms[] {
  return outbox;
}

/** The latest message to this phone that this account asked for: never one another account asked for. */
export function latestDevSms(phone: string, forUser: number): RecordedSms | undefined {
  for (let i = outbox.length - 1; i >= 0; i--) {
    const sms = outbox[i]!;
    if (sms.phone === phone && sms.forUser === forUser) return sms;
  }
  return undefined;
}

/**
 * The development sender: records the message and logs it, so a developer can read the
 * code in the console. Configuration refuses it in production (see config.ts).
 */
export function devSmsSender(log: FastifyBaseLogger, now: () => Date): SmsSender {
  return {
    name: 'dev',
    async send(phone, text, forUser) {
      outbox.push({ phone, text, sentAt: now(), forUser });
      if (outbox.length > MAX_KEPT) outbox.shift();
      // A warning: it is the line a developer reads the code from, and development's console
      // shows warnings by default (config.ts); the message never reached a phone.
      log.warn({ phone, text }, 'development SMS (not sent)');
    },
  };
}
