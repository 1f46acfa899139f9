import { useLingui } from '@lingui/react';
import { useMantineTheme } from '@mantine/core';
import { useState } from 'react';
import { paymentSuccess } from '#shared/messages.ts';
import type { OrderCreated, PaymentConfirmation, PaymentResult } from '#shared/schemas/payments.ts';
import { DEFAULT_SELLER_STATE_CODE } from '#shared/gst.ts';
import { openCheckout } from '#app/features/payments/checkout/checkout.ts';
import type { BuyerValues } from '#app/features/payments/checkout/order-request.ts';
import { addCreditsErrorText } from '#app/features/payments/checkout/payment-errors.ts';
import { useSiteInfo } from '#app/lib/site-info.ts';
import { paymentFailedText, paymentText } from '#app/features/payments/payment-messages.ts';
import { toast } from '#app/lib/toast.ts';

export type CheckoutStep = 'idle' | 'ordering' | 'paying' | 'confirming';

type Flow<Req> = {
  /** What the widget says is being bought. */
  description: string;
  create: (req: Req) => Promise<OrderCreated>;
  confirm: (c: PaymentConfirmation) => Promise<PaymentResult>;
  /** The server's answer: paid (its message), or refunded with the reason and the amount. */
  onSettled: (result: Settled) => void;
};

export type Settled = { paymentId: string; message: string; refunded: boolean };

/**
 * One card payment: create the order on the server, open the widget, confirm the widget's
 * answer with the server, and report its message ('Payment Success. Payment ID: {id}', or the
 * refund when the account could no longer take the purchase). A failed attempt
 * shows 'Payment failed: {reason}' and leaves the widget to offer another try; closing the
 * widget reloads the page. Failing to start says 'Some error occurred while adding balance.'
 * (or the limit the server names, or the 429 text).
 */
export function useCheckoutFlow<Req>(flow: Flow<Req>) {
  const theme = useMantineTheme();
  const { i18n } = useLingui();
  // The widget's script (Razorpay Checkout or the server's sandbox) and the seller are configuration.
  const payments = useSiteInfo().data?.payments;
  const [step, setStep] = useState<CheckoutStep>('idle');

  const confirm = async (c: PaymentConfirmation) => {
    setStep('confirming');
    try {
      const res = await flow.confirm(c);
      const paymentId = res.listObject[0]?.paymentId ?? c.razorpayPaymentId;
      // The server's message is 'Payment Success. Payment ID: {id}', followed by where the
      // money went when a membership's days would pass the days held; or 'Payment refunded. …'
      // with the reason and the amount when the account could no longer take what was paid.
      const message = paymentText(res.listObject[0]?.message ?? paymentSuccess(paymentId));
      const refunded = res.listObject[0]?.status === 'refunded';
      toast(message, refunded ? 'info' : 'success');
      flow.onSettled({ paymentId, message, refunded });
    } catch (e) {
      toast(paymentFailedText(e instanceof Error ? e.message : String(e)), 'error');
    } finally {
      setStep('idle');
    }
  };

  const start = async (req: Req, buyer: BuyerValues) => {
    if (step !== 'idle') return;
    setStep('ordering');
    try {
      if (!payments) throw new Error('The payment settings did not load');
      const order = await flow.create(req);
      setStep('paying');
      const color = theme.colors[theme.primaryColor]?.[7] ?? '#3b5bdb';
      await openCheckout(
        i18n,
        payments.checkoutScript,
        {
          key: order.secretKey,
          amount: order.applicationFee,
          orderId: order.razorpayOrderId,
          name: payments.merchantName,
          description: flow.description,
          prefill: { name: buyer.customerName.trim(), email: buyer.email, contact: buyer.phoneNumber },
          themeColor: color,
        },
        {
          paid: (c) => void confirm(c),
          failed: (reason) => {
            toast(paymentFailedText(reason), 'error');
            setStep('idle');
          },
          dismissed: () => window.location.reload(),
        },
      );
    } catch (e) {
      setStep('idle');
      toast(addCreditsErrorText(e), 'error');
    }
  };

  const sellerStateCode = payments?.sellerStateCode ?? DEFAULT_SELLER_STATE_CODE;
  return { step, start, busy: step !== 'idle', sellerStateCode };
}
