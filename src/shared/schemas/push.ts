import { INTERFACE_LANGUAGES } from '../interface-language';
import { z } from '../zod';

/** Alerts: limits and defaults the server enforces and the settings screen shows. */
export const PUSH = {
  maxSubscriptions: 10,
  maxEndpointLength: 2048,
  defaultCap: 10,
  maxCap: 50,
  maxDigestTimes: 6,
  defaultDigestTimes: ['08:00', '18:00'],
  defaultQuiet: { from: '22:00', to: '07:00' },
} as const;

/** base64url without padding, as the browser's PushSubscription.toJSON() writes keys. */
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The byte length of a base64url text (no padding), or -1 when it is not base64url. */
export function base64urlBytes(text: string): number {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return -1;
  return Math.floor((text.length * 3) / 4);
}

const key = (bytes: number, what: string) =>
  z.string().check(z.refine((v) => base64urlBytes(v) === bytes, `must be base64url of ${what}`));

/**
 * The browser's `PushSubscription.toJSON()`, with the device's interface language: the push
 * service's address and the keys that encrypt for this browser (RFC 8291): `p256dh` an
 * uncompressed P-256 point (65 bytes starting 0x04, checked on the curve by the server), `auth`
 * the 16-byte authentication secret.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().check(z.maxLength(PUSH.maxEndpointLength), z.url()),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({
    p256dh: key(65, 'a 65-byte P-256 public key').check(
      z.refine((v) => v.startsWith('B'), 'must be an uncompressed P-256 point'),
    ),
    auth: key(16, 'a 16-byte secret'),
  }),
  /**
   * Not the browser's: the interface language the device shows, which its notifications are
   * written in while the member has chosen none in their profile (the profile's choice wins).
   */
  interfaceLanguage: z.optional(z.enum(INTERFACE_LANGUAGES)),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushEndpointQuerySchema = z.object({
  endpoint: z.string().check(z.minLength(1), z.maxLength(PUSH.maxEndpointLength)),
});

export const pushKeySchema = z.object({ publicKey: z.string() });

export const pushDevicesSchema = z.object({
  content: z.array(z.object({ endpoint: z.string(), createdAt: z.string(), lastSuccessAt: z.nullable(z.string()) })),
});
export type PushDevices = z.infer<typeof pushDevicesSchema>;

/** Why the server refuses to turn alerts on for a device; the alerts screen says each in the reader's language. */
export const PUSH_REFUSALS = {
  off: 'Alerts are off on this server.',
  devicesFull: `At most ${PUSH.maxSubscriptions} devices receive alerts; turn them off on one first.`,
  notYours: 'This device receives the alerts of another account; it must turn them off first.',
} as const;

/** The settings' rules as the schema words them; the alerts screen says each in the reader's language. */
export const PUSH_RULES = {
  time: 'must be a time HH:MM (IST)',
  tooManyTimes: `at most ${PUSH.maxDigestTimes} times`,
  timesRepeat: 'must not repeat a time',
  quietSame: 'from and to must differ',
  digestNeedsTime: 'digest needs at least one time',
} as const;

/** A time of day in India, 24-hour `HH:MM`. */
const time = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, PUSH_RULES.time));

/** The member's alert settings; `terms` are the watch list's terms, each on or off for alerts. */
export const pushSettingsSchema = z.object({
  mode: z.enum(['instant', 'digest']),
  digestTimes: z.array(time).check(
    z.maxLength(PUSH.maxDigestTimes, PUSH_RULES.tooManyTimes),
    z.refine((t) => new Set(t).size === t.length, PUSH_RULES.timesRepeat),
  ),
  quietHours: z.nullable(
    z.object({ from: time, to: time }).check(z.refine((q) => q.from !== q.to, PUSH_RULES.quietSame)),
  ),
  dailyCap: z.number().check(z.int(), z.minimum(1), z.maximum(PUSH.maxCap)),
  terms: z.array(z.object({ term: z.string().check(z.maxLength(100)), enabled: z.boolean() })).check(z.maxLength(100)),
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;

/** A digest needs at least one time to be sent at. */
export const pushSettingsUpdateSchema = pushSettingsSchema.check(
  z.refine((s) => s.mode !== 'digest' || s.digestTimes.length > 0, {
    message: PUSH_RULES.digestNeedsTime,
    path: ['digestTimes'],
  }),
);

/** What the service worker receives (JSON), and shows. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The article's address in the app. */
  url: z.string(),
  /** The story: the notification's `tag`, so a later source replaces the same notification. */
  storyId: z.number(),
  /** The article's language (ISO 639-1). */
  language: z.string(),
  /** How many sources the story has. */
  sources: z.number(),
  /** The watch-list term that matched (the "Unwatch" action removes it); absent on a test. */
  term: z.optional(z.string()),
  /**
   * The notification's own words in the member's interface language, written by the server:
   * the second line (the source, with the story's sources count when more than one) and the
   * "Unwatch" button. Absent on a test notification, whose title and body are already in it.
   */
  display: z.optional(z.object({ body: z.string(), unwatch: z.optional(z.string()) })),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

export const pushTestSchema = z.object({
  endpoint: z.string().check(z.minLength(1), z.maxLength(PUSH.maxEndpointLength)),
});
