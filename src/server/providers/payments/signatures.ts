import { createHmac, timingSafeEqual } from 'node:crypto';

// Razorpay's signatures: hex HMAC-SHA256. A payment's is over `order_id|payment_id` with the
// key secret; a webhook's is over the raw request body with the webhook secret.

const hmacHex = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');

export const paymentSignature = (orderId: string, paymentId: string, keySecret: string) =>
  hmacHex(keySecret, `${orderId}|${paymentId}`);

export const webhookSignature = (rawBody: string | Buffer, webhookSecret: string) => hmacHex(webhookSecret, rawBody);

/** Constant-time comparison of two secrets, exactly as given (an API key's base64 is case-sensitive). */
export function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Constant-time comparison of two hex signatures (hex digits in either case). */
export const sameSignature = (expected: string, given: string): boolean => sameSecret(expected, given.toLowerCase());
