import { API } from '#shared/api-paths.ts';
import {
  subscriptionConfirmationSchema,
  subscriptionOrderRequestSchema,
  type OrderCreated,
  type PaymentConfirmation,
  type PaymentResult,
  type SubscriptionOrderRequest,
} from '#shared/schemas/payments.ts';
import { requestJson } from '#app/lib/http.ts';
import { orderCreatedSchema, paymentResultSchema } from '#shared/schemas/payments.ts';

/** POST buySubscription: the order form plus the days; the server recomputes every figure. */
export const buySubscription = (req: SubscriptionOrderRequest): Promise<OrderCreated> =>
  requestJson(orderCreatedSchema, API.payment.buySubscription, {
    method: 'post',
    json: subscriptionOrderRequestSchema.parse(req),
  });

/** PUT updateSubscription: the widget's answer; the membership starts when the current one ends. */
export const updateSubscription = (c: PaymentConfirmation): Promise<PaymentResult> =>
  requestJson(paymentResultSchema, API.payment.updateSubscription, {
    method: 'put',
    json: subscriptionConfirmationSchema.parse({ ...c, membershipBought: true }),
  });
