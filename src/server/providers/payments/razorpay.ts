import {
  ProviderError,
  type CreateOrderInput,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
  type RefundInput,
} from './types';

type RazorpayOptions = { keyId: string; keySecret: string; apiUrl: string; checkoutUrl: string; timeoutMs?: number };

/** Razorpay's Orders API with basic auth (key id, key secret). */
export function createRazorpayProvider(opts: RazorpayOptions): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${opts.apiUrl}${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...extraHeaders,
        },
        body: body ? JSON.stringify(body) : null,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new ProviderError(`Razorpay ${method} ${path}: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (!res.ok) {
      // Razorpay's error body: {error: {code, description}}; never echo the credentials.
      let description = text.slice(0, 200);
      try {
        description = (JSON.parse(text) as { error?: { description?: string } }).error?.description ?? description;
      } catch {
        // not JSON: keep the text
      }
      throw new ProviderError(`Razorpay ${method} ${path}: ${res.status} ${description}`);
    }
    return JSON.parse(text) as T;
  }
  return {
    name: 'razorpay',
    keyId: opts.keyId,
    checkoutScript: opts.checkoutUrl,
    createOrder: (input: CreateOrderInput) =>
      call<ProviderOrder>('POST', '/v1/orders', {
        amount: input.amount,
        currency: 'INR',
        receipt: input.receipt,
        notes: input.notes,
      }),
    async orderPayments(orderId: string): Promise<ProviderPayment[]> {
      const list = await call<{ items: ProviderPayment[] }>(
        'GET',
        `/v1/orders/${encodeURIComponent(orderId)}/payments`,
      );
      return list.items;
    },
    refund: (paymentId: string, input: RefundInput) =>
      call<ProviderRefund>(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: input.amount, speed: 'normal', notes: input.notes, receipt: input.receipt },
        { 'x-refund-idempotency': input.idempotencyKey },
      ),
  };
}
