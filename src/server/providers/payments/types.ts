// The card payment provider as Razorpay defines it: amounts are integer paise in INR.

export type ProviderOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
};

export type ProviderPayment = {
  id: string;
  entity?: 'payment';
  order_id: string;
  amount: number;
  currency?: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  method: string;
  email?: string | null;
  contact?: string | null;
  error_description?: string | null;
  created_at?: number;
};

/** Razorpay's refund entity (`POST /v1/payments/{id}/refund`). */
export type ProviderRefund = {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string> | [];
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
  speed_requested?: string;
  created_at: number;
};

export type RefundInput = {
  amount: number;
  receipt: string;
  notes: Record<string, string>;
  /** Sent as `X-Refund-Idempotency`: a retry with the same key and body is the same refund. */
  idempotencyKey: string;
};

export type CreateOrderInput = { amount: number; receipt: string; notes: Record<string, string> };

export interface PaymentProvider {
  readonly name: 'razorpay' | 'sandbox';
  /** The public key id the checkout widget takes. */
  readonly keyId: string;
  /** The checkout script the browser loads. */
  readonly checkoutScript: string;
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  /** Every payment attempt on an order (reconciliation asks this). */
  orderPayments(orderId: string): Promise<ProviderPayment[]>;
  /** Refund (part of) a captured payment, at normal speed. */
  refund(paymentId: string, input: RefundInput): Promise<ProviderRefund>;
}

/** The provider could not be reached or refused the call. */
export class ProviderError extends Error {}
