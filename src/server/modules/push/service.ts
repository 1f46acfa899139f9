import {
  PUSH,
  PUSH_REFUSALS,
  type PushDevices,
  type PushSettings,
  type PushSubscriptionInput,
} from '#shared/schemas/push.ts';
import type { VapidKeys } from '#server/lib/vapid-keys.ts';
import { badRequest, conflict, forbidden, notFound } from '#server/lib/errors.ts';
import { endpointProblem, isP256Point } from './endpoint-guard';
import type { PushRepository } from './repository';

/** The alerts' calls: the public key, this member's devices and settings, a test notification. */
export function createPushService(d: {
  repo: PushRepository;
  keys: () => VapidKeys | null;
  allowPrivate: boolean;
  now: () => Date;
  /** Queue a test notification to a device; absent when alerts are off. */
  test: ((subscriptionId: number) => Promise<void>) | undefined;
}) {
  const { repo } = d;
  const on = () => {
    const keys = d.keys();
    if (!keys) throw notFound(PUSH_REFUSALS.off);
    return keys;
  };

  return {
    key: () => ({ publicKey: on().publicKey }),

    /** Stores this device for the member: 201, or 200 when they had it already. */
    async subscribe(userId: number, s: PushSubscriptionInput): Promise<{ status: 200 | 201 }> {
      on();
      const problem = endpointProblem(s.endpoint, d.allowPrivate);
      if (problem) throw badRequest(problem);
      if (!isP256Point(s.keys.p256dh)) throw badRequest('keys.p256dh: must be a point on the P-256 curve');
      const r = await repo.subscribe(
        userId,
        { endpoint: s.endpoint, ...s.keys, interfaceLanguage: s.interfaceLanguage ?? null },
        d.now(),
        PUSH.maxSubscriptions,
      );
      if (r === 'taken') throw forbidden(PUSH_REFUSALS.notYours);
      if (r === 'full') throw conflict(PUSH_REFUSALS.devicesFull);
      return { status: r === 'created' ? 201 : 200 };
    },

    /** Removes this member's device; nothing to remove (or another's) is no error. */
    unsubscribe: (userId: number, endpoint: string) => repo.remove(userId, endpoint),

    async devices(userId: number): Promise<PushDevices> {
      const rows = await repo.devices(userId);
      return {
        content: rows.map((r) => ({
          endpoint: r.endpoint,
          createdAt: r.created_at.toISOString(),
          lastSuccessAt: r.last_success_at?.toISOString() ?? null,
        })),
      };
    },

    settings: (userId: number): Promise<PushSettings> => repo.settings(userId),

    async saveSettings(userId: number, s: PushSettings): Promise<PushSettings> {
      await repo.saveSettings(userId, { ...s, digestTimes: [...s.digestTimes].sort() });
      return repo.settings(userId);
    },

    /** A test notification to one of the member's devices (404 when it is not theirs). */
    async test(userId: number, endpoint: string): Promise<void> {
      on();
      const sub = await repo.subscriptionOf(userId, endpoint);
      if (!sub || !d.test) throw notFound('This device does not receive alerts.');
      await d.test(sub.id);
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
