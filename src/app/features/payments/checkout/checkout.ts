import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentConfirmation } from '#shared/schemas/payments.ts';
import { loadScript } from '#app/lib/load-script.ts';

// The payment widget: Razorpay Checkout, or the server's Razorpay-compatible sandbox, whose
// script URL the site settings name. Both expose `new Razorpay(options)`.

type RazorpaySuccess = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
type RazorpayFailure = { error?: { code?: string; description?: string; reason?: string } };

type RazorpayOptions = {
  key: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (res: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
};
type RazorpayInstance = { open(): void; on(event: 'payment.failed', fn: (res: RazorpayFailure) => void): void };
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

export type CheckoutRequest = {
  /** The public key id (`secretKey` of the order answer). */
  key: string;
  /** Paise due. */
  amount: number;
  orderId: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  themeColor: string;
};

export type CheckoutHandlers = {
  paid: (confirmation: PaymentConfirmation) => void;
  /** The widget reported a failed attempt; it may stay open for another try. */
  failed: (reason: string) => void;
  dismissed: () => void;
};

/** Load the widget's script (once) and open it for one order; a failure without a reason reads in the interface's language. */
export async function openCheckout(
  i18n: I18n,
  script: string,
  req: CheckoutRequest,
  on: CheckoutHandlers,
): Promise<void> {
  await loadScript(script, document, null);
  const Razorpay = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (!Razorpay) throw new Error('The payment widget did not load');
  const widget = new Razorpay({
    key: req.key,
    amount: req.amount,
    currency: 'INR',
    name: req.name,
    description: req.description,
    order_id: req.orderId,
    prefill: req.prefill,
    theme: { color: req.themeColor },
    handler: (res) =>
      on.paid({
        razorpayOrderId: res.razorpay_order_id,
        razorpayPaymentId: res.razorpay_payment_id,
        razorpaySignature: res.razorpay_signature,
      }),
    modal: { ondismiss: on.dismissed },
  });
  widget.on('payment.failed', (res) =>
    on.failed(res.error?.description || res.error?.reason || i18n._(msg`payment declined`)),
  );
  widget.open();
}
