/**
 * A random key for an Idempotency-Key header. `crypto.randomUUID` exists only in secure
 * contexts (https, localhost); `getRandomValues` everywhere, so a plain-http site works too.
 */
export function requestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
