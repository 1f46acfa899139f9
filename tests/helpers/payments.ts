import type { FastifyInstance } from 'fastify';
import { API } from '#shared/api-paths.ts';
import { CLIENT_HEADERS } from './app';
import { freshIp, type Signed } from './accounts';
import { creditOrderForm } from './order-forms';

export { creditOrderForm, membershipOrderForm } from './order-forms';

export type PayResponse = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

/** A user with their own client address, so the money rate limit of one test stays its own. */
export function client(app: FastifyInstance, u: Signed, ip = freshIp()) {
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    // Without a body a client sends no content type.
    const { 'content-type': type, ...rest } = { ...u.headers, ...headers };
    const all = payload === undefined ? rest : { ...rest, 'content-type': type ?? 'application/json' };
    return app.inject({
      method,
      url,
      headers: all,
      remoteAddress: ip,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  };
  return {
    ip,
    call,
    order: (credits: number, state = 19) =>
      call('POST', API.payment.order, creditOrderForm(u.res.json().listObject[0].email, credits, state)),
    /** Pay a sandbox order as the test sheet's Pay (or Fail) button does: in the buyer's session. */
    pay: (orderId: string, outcome: 'pay' | 'fail' = 'pay') =>
      app.inject({
        method: 'POST',
        url: `${API.payment.sandbox}/pay`,
        headers: { ...CLIENT_HEADERS, cookie: u.cookie },
        payload: { order_id: orderId, outcome },
        remoteAddress: ip,
      }),
    confirm: (p: PayResponse, url: string = API.payment.order) =>
      call('PUT', url, {
        razorpayOrderId: p.razorpay_order_id,
        razorpayPaymentId: p.razorpay_payment_id,
        razorpaySignature: p.razorpay_signature,
      }),
    balance: async () => (await call('GET', API.payment.balance)).json().listObject[0] as number,
    days: async () => (await call('GET', API.membership.balance)).json().listObject[0] as number,
  };
}
