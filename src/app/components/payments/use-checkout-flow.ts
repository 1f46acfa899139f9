import { useMantineTheme } from '@mantine/core';
import { useState } from 'react';
import { paymentFailed, paymentSuccess } from '#shared/messages.ts';
import type { OrderCreated, PaymentConfirmation, PaymentResult } from '#shared/schemas/payments.ts';
import { openCheckout } from '#app/lib/checkout.ts';
import { toast } from '#app/lib/toast.ts';

export type CheckoutStep = 'idle' | 'ordering' | 'paying' | 'confirming';

type Flow<Req> = {
  /** The widget's script (Razorpay Checkout or the server's sandbox). */
  script: string | undefined;
  merchantName: string;
  description: string;
  create: (req: Req) => Promise<OrderCreated>;
  confirm: (c: PaymentConfirmation) => Promise<PaymentResult>;
  /** Creating the order (or loading the widget) failed: show the screen's message. */
  onCreateError: (error: unknown) => void;
  onPaid: (paymentId: string) => void;
};

type Prefill = { name: string; email: string; contact: string };

/**
 * One card payment: create the order on the server, open the widget, confirm the widget's
 * answer with the server, and report 'Payment Success. Payment ID: {id}'. A failed attempt
 * shows 'Payment failed: {reason}' and leaves the widget to offer another try; closing the
 * widget reloads the page.
 */
export function useCheckoutFlow<Req>(flow: Flow<Req>) {
  const theme = useMantineTheme();
  const [step, setStep] = useState<CheckoutStep>('idle');

  const confirm = async (c: PaymentConfirmation) => {
    setStep('confirming');
    try {
      const res = await flow.confirm(c);
      const paymentId = res.listObject[0]?.paymentId ?? c.razorpayPaymentId;
      toast(paymentSuccess(paymentId), 'success');
      flow.onPaid(paymentId);
    } catch (e) {
      toast(paymentFailed(e instanceof Error ? e.message : String(e)), 'error');
    } finally {
      setStep('idle');
    }
  };

  const start = async (req: Req, prefill: Prefill) => {
    if (step !== 'idle') return;
    setStep('ordering');
    try {
      if (!flow.script) throw new Error('No payment widget is configured');
      const order = await flow.create(req);
      setStep('paying');
      const color = theme.colors[theme.primaryColor]?.[7] ?? '#3b5bdb';
      await openCheckout(
        flow.script,
        {
          key: order.secretKey,
          amount: order.applicationFee,
          orderId: order.razorpayOrderId,
          name: flow.merchantName,
          description: flow.description,
          prefill,
          themeColor: color,
        },
        {
          paid: (c) => void confirm(c),
          failed: (reason) => {
            toast(paymentFailed(reason), 'error');
            setStep('idle');
          },
          dismissed: () => window.location.reload(),
        },
      );
    } catch (e) {
      setStep('idle');
      flow.onCreateError(e);
    }
  };

  return { step, start, busy: step !== 'idle' };
}
