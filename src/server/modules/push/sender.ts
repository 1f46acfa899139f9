import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import webpush, { WebPushError } from 'web-push';
import type { PushPayload } from '#shared/schemas/push.ts';
import type { PushConfig, VapidKeys } from '#server/lib/vapid-keys.ts';
import { createAddressGuard } from '#server/modules/ingest/address-guard.ts';
import type { StoredSubscription } from './devices-repository';

/** What a push service answered: delivered, gone (404/410: forget the device), or wait and retry. */
export type SendResult = { ok: true } | { gone: true } | { retryAfterSeconds: number };

export type PushSender = {
  send(sub: StoredSubscription, payload: PushPayload, o: { topic: string; ttlSeconds: number }): Promise<SendResult>;
  close(): void;
};

const TIMEOUT_MS = 15_000;
/** A Retry-After we honour at most (a push service asking for more gets retried in an hour). */
const MAX_RETRY_AFTER_S = 3600;

/** Seconds from a Retry-After header (seconds or an HTTP date); 60 when absent or unreadable. */
export function retryAfterSeconds(header: string | undefined, now: Date): number {
  if (!header) return 60;
  const s = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - now.getTime()) / 1000;
  return Number.isFinite(s) ? Math.min(MAX_RETRY_AFTER_S, Math.max(1, Math.ceil(s))) : 60;
}

/**
 * Web Push through `web-push`: the payload encrypted for the browser (RFC 8291, aes128gcm), the
 * request signed with the server's VAPID key (RFC 8292), one socket pool whose lookups refuse
 * private addresses unless the configuration allows them (the crawler's address guard).
 */
export function createPushSender(config: PushConfig, keys: VapidKeys, now: () => Date): PushSender {
  const ca = config.caFile ? [...rootCertificates, readFileSync(config.caFile, 'utf8')] : undefined;
  const agent = new Agent({
    keepAlive: true,
    maxSockets: 16,
    lookup: createAddressGuard(config.allowPrivate).lookup,
    ...(ca ? { ca } : {}),
  });
  const vapidDetails = { subject: config.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return {
    async send(sub, payload, o) {
      try {
        await webpush.sendNotification(
          { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
          JSON.stringify(payload),
          { vapidDetails, TTL: o.ttlSeconds, topic: o.topic, urgency: 'normal', timeout: TIMEOUT_MS, agent },
        );
        return { ok: true };
      } catch (err) {
        if (err instanceof WebPushError) {
          if (err.statusCode === 404 || err.statusCode === 410) return { gone: true };
          if (err.statusCode === 429) {
            const h = err.headers as Record<string, string | undefined>;
            return { retryAfterSeconds: retryAfterSeconds(h['retry-after'], now()) };
          }
          throw new Error(`push service answered ${err.statusCode}`, { cause: err });
        }
        throw err;
      }
    },
    close: () => agent.destroy(),
  };
}
