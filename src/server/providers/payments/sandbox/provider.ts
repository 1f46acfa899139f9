import { randomBytes } from 'node:crypto';
import type { Db } from '#server/db/database.ts';
import { paymentSignature, webhookSignature } from '../signatures';
import type { PaymentProvider, ProviderOrder, ProviderPayment } from '../types';
import { createSandboxRepository } from './repository';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay-shaped ids: a prefix and 14 alphanumerics. */
export function sandboxId(prefix: 'order' | 'pay' | 'evt' | 'rfnd'): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

export type SandboxKeys = { keyId: string; keySecret: string; webhookSecret: string };

/** A webhook as Razorpay sends it: the raw body and its two headers. */
export type SandboxWebhook = { eventId: string; event: string; body: string; signature: string };

export type PayResult =
  | {
      kind: 'captured';
      response: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
      webhooks: SandboxWebhook[];
    }
  | {
      kind: 'failed';
      error: {
        code: string;
        description: string;
        source: string;
        step: string;
        reason: string;
        metadata: { order_id: string; payment_id: string };
      };
      webhooks: SandboxWebhook[];
    }
  | { kind: 'missing' }
  | { kind: 'already-paid' };

/**
 * The built-in stand-in for Razorpay: the same Orders API answers, the same signatures, the
 * same webhook bodies. `pay` is what its payment sheet calls: it captures (or fails) a card
 * payment and returns what Razorpay's checkout hands the page, plus the webhooks to deliver.
 */
export function createSandbox(db: Db, keys: SandboxKeys, checkoutScript: string, now: () => Date) {
  const repo = createSandboxRepository(db);

  const provider: PaymentProvider = {
    name: 'sandbox',
    keyId: keys.keyId,
    checkoutScript,
    createOrder: (input) =>
      repo.insertOrder({
        id: sandboxId('order'),
        amount: input.amount,
        receipt: input.receipt,
        notes: input.notes,
        now: now(),
      }),
    orderPayments: (orderId) => repo.payments(orderId),
    refund: (paymentId, input) => repo.refund(paymentId, input, sandboxId('rfnd'), now()),
  };

  function webhook(event: string, payment: ProviderPayment, order: ProviderOrder | null): SandboxWebhook {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_KhabarSandbox00',
      event,
      contains: order ? ['payment', 'order'] : ['payment'],
      payload: { payment: { entity: payment }, ...(order ? { order: { entity: order } } : {}) },
      created_at: Math.floor(now().getTime() / 1000),
    });
    return { eventId: sandboxId('evt'), event, body, signature: webhookSignature(body, keys.webhookSecret) };
  }

  async function pay(
    orderId: string,
    outcome: 'pay' | 'fail',
    prefill: { email?: string; contact?: string } = {},
  ): Promise<PayResult> {
    const order = await repo.order(orderId);
    if (!order) return { kind: 'missing' };
    const paymentId = sandboxId('pay');
    const captured = outcome === 'pay';
    const description = 'The card was declined (the sandbox sheet’s Fail button).';
    const res = await repo.insertPayment({
      id: paymentId,
      orderId,
      amount: order.amount,
      status: captured ? 'captured' : 'failed',
      email: prefill.email ?? null,
      contact: prefill.contact ?? null,
      error: captured ? null : description,
      now: now(),
    });
    if (res.kind === 'missing') return { kind: 'missing' };
    if (res.kind === 'paid') return { kind: 'already-paid' };
    const payment = (await repo.payments(orderId)).find((p) => p.id === paymentId)!;
    if (captured) {
      return {
        kind: 'captured',
        response: {
          razorpay_payment_id: paymentId,
          razorpay_order_id: orderId,
          razorpay_signature: paymentSignature(orderId, paymentId, keys.keySecret),
        },
        webhooks: [webhook('payment.captured', payment, null), webhook('order.paid', payment, res.order)],
      };
    }
    return {
      kind: 'failed',
      error: {
        code: 'BAD_REQUEST_ERROR',
        description,
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: orderId, payment_id: paymentId },
      },
      webhooks: [webhook('payment.failed', payment, null)],
    };
  }

  return { provider, repo, pay };
}
export type Sandbox = ReturnType<typeof createSandbox>;
