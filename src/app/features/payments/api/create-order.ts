import { API } from '#shared/api-paths.ts';
import {
  type OrderCreated,
  orderCreatedSchema,
  type OrderRequest,
  orderRequestSchema,
} from '#shared/schemas/payments.ts';
import { requestJson } from '#app/lib/http.ts';

/** POST order: the server recomputes every figure and answers the widget's order. */
export const createOrder = (req: OrderRequest): Promise<OrderCreated> =>
  requestJson(orderCreatedSchema, API.payment.order, { method: 'post', json: orderRequestSchema.parse(req) });
