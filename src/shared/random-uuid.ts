/**
 * A random version-4 UUID: the id of an outbox row and the Idempotency-Key of a state change
 * (the server answers a repeat of the same key with the first response). `crypto.randomUUID`
 * exists only in secure contexts (https, localhost); a site served over plain http on a LAN
 * address falls back to the same layout from `getRandomValues`, which every context has.
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
