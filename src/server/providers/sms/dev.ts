import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './types';

export type RecordedSms = { phone: string; text: string; sentAt: Date };

// Module-level so tests and the development endpoint can read what any app instance sent.
const outbox: RecordedSms[] = [];
const MAX_KEPT = 200;

/** Everything the development sender has "sent", oldest first. */
export function devSmsOutbox(): readonly RecordedSms[] {
  return outbox;
}

export function latestDevSms(phone: string): RecordedSms | undefined {
  for (let i = outbox.length - 1; i >= 0; i--) if (outbox[i]!.phone === phone) return outbox[i];
  return undefined;
}

/**
 * The development sender: records the message and logs it, so a developer can read the
 * code in the console. Configuration refuses it in production (see config.ts).
 */
export function devSmsSender(log: FastifyBaseLogger, now: () => Date): SmsSender {
  return {
    name: 'dev',
    async send(phone, text) {
      outbox.push({ phone, text, sentAt: now() });
      if (outbox.length > MAX_KEPT) outbox.shift();
      // A warning: it is the line a developer reads the code from, and development's console
      // shows warnings by default (config.ts); the message never reached a phone.
      log.warn({ phone, text }, 'development SMS (not sent)');
    },
  };
}
