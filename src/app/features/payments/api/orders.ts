import type { QueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import {
  type OrderCreated,
  orderCreatedSchema,
  type OrderRequest,
  orderRequestSchema,
  type PaymentConfirmation,
  paymentConfirmationSchema,
  type PaymentResult,
  paymentResultSchema,
} from '#shared/schemas/payments.ts';
import { requestJson } from '#app/lib/http.ts';
import { TRANSACTIONS_KEY } from './get-transactions';

/** POST order: the server recomputes every figure and answers the widget's order. */
export const createOrder = (req: OrderRequest): Promise<OrderCreated> =>
  requestJson(orderCreatedSchema, API.payment.order, { method: 'post', json: orderRequestSchema.parse(req) });

/** PUT order: the widget's answer; the server checks the signature and credits once. */
export const confirmOrder = (c: PaymentConfirmation): Promise<PaymentResult> =>
  requestJson(paymentResultSchema, API.payment.order, { method: 'put', json: paymentConfirmationSchema.parse(c) });

/**
 * After credits change: the balances and the signed-in user (its menu hints) live in the
 * auth feature's ['auth', …] queries, named here by key; the history is this feature's.
 */
export const creditsChanged = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['auth', 'balance'] }),
    queryClient.invalidateQueries({ queryKey: ['auth', 'me'] }),
    queryClient.invalidateQueries({ queryKey: TRANSACTIONS_KEY }),
  ]);
