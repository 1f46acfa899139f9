import { API } from '#shared/api-paths.ts';
import type { PaymentsConfig } from '#server/config.ts';
import type { Db } from '#server/db/database.ts';
import { createRazorpayProvider } from './razorpay';
import { createSandbox, type Sandbox } from './sandbox/provider';
import type { PaymentProvider } from './types';

export type { PaymentProvider, ProviderOrder, ProviderPayment, ProviderRefund, RefundInput } from './types';
export { ProviderError } from './types';
export { paymentSignature, sameSignature, webhookSignature } from './signatures';
export type { Sandbox, PayResult, SandboxWebhook } from './sandbox/provider';

/** Where the sandbox lives on our own server. */
export const SANDBOX_BASE = API.payment.sandbox;
export const SANDBOX_CHECKOUT_PATH = `${SANDBOX_BASE}/checkout.js`;

/** The configured provider; with `sandbox`, also the sandbox itself (its sheet and Orders API). */
export function createPaymentProvider(
  config: PaymentsConfig,
  db: Db,
  now: () => Date,
): { provider: PaymentProvider; sandbox: Sandbox | null } {
  if (config.provider === 'razorpay') {
    return { provider: createRazorpayProvider(config), sandbox: null };
  }
  const sandbox = createSandbox(db, config, SANDBOX_CHECKOUT_PATH, now);
  return { provider: sandbox.provider, sandbox };
}
