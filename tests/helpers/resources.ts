import type { FastifyInstance } from 'fastify';
import { API } from '#shared/api-paths.ts';
import { transactionListSchema } from '#shared/schemas/payments.ts';
import type { Signed } from './accounts';
import { multipart, PNG } from './multipart';
import { client, membershipOrderForm, type PayResponse } from './payments';

/** What one signed-in user owns after `giveResources`: the ids the other calls take. */
export type Owned = {
  signed: Signed;
  username: string;
  email: string;
  /** A paid credit order with its tax invoice. */
  orderId: number;
  /** An album photo (unpublished profile: only the owner and admins may see it). */
  photoId: number;
  /** A bookmarked article with a note (members only). */
  bookmarkUrl: string | null;
  /** Strings only this user's own answers (and an admin's) may contain: the marker, the e-mail, the paid order's provider id. */
  secrets: string[];
};

async function ok<R extends { statusCode: number; body: string }>(what: string, res: R): Promise<R> {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res;
}

/** A new album photo of `owner`, added as the owner; its id. */
export async function addPhoto(app: FastifyInstance, owner: Signed, username: string): Promise<number> {
  const form = multipart([{ name: 'file', filename: 'a.png', contentType: 'image/png', data: PNG }]);
  const res = await ok(
    'photo',
    await app.inject({
      method: 'POST',
      url: `${API.user.addPhotos}/${username}`,
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    }),
  );
  return (res.json().listObject[0].albumImages as number[]).at(-1)!;
}

/** A card order of `owner` (credits, or a membership of 10 days) paid on the sandbox sheet but not yet confirmed. */
export async function paidOrder(
  app: FastifyInstance,
  owner: Signed,
  kind: 'credits' | 'membership',
): Promise<PayResponse> {
  const c = client(app, owner);
  const email = owner.res.json().listObject[0].email as string;
  const order = await ok(
    'order',
    kind === 'credits'
      ? await c.order(100)
      : await c.call('POST', API.payment.buySubscription, membershipOrderForm(email, 10)),
  );
  return (await ok('pay', await c.pay(order.json().razorpayOrderId as string))).json() as PayResponse;
}

/**
 * Give a user a photo, a paid order with an invoice, a profile text and watch-list term
 * carrying `marker`, and (for members, when `articleUrl` is given) a bookmark and a note
 * holding it too: another user's answers must never contain the marker.
 */
export async function giveResources(
  app: FastifyInstance,
  u: Signed,
  marker: string,
  articleUrl: string | null,
): Promise<Owned> {
  const { username, email } = u.res.json().listObject[0] as { username: string; email: string };
  const photoId = await addPhoto(app, u, username);
  await ok(
    'profile',
    await app.inject({
      method: 'POST',
      url: API.user.update,
      headers: u.headers,
      payload: { aboutMe: marker, publish: false },
    }),
  );
  await ok(
    'watchlist',
    await app.inject({ method: 'PUT', url: API.user.watchlist, headers: u.headers, payload: { terms: [marker] } }),
  );

  const c = client(app, u);
  const paid = await paidOrder(app, u, 'credits');
  await ok('confirm', await c.confirm(paid));
  const history = transactionListSchema.parse((await c.call('GET', API.payment.orders)).json());
  const orderId = history.listObject.find((r) => r.orderId !== null)?.orderId;
  if (!orderId) throw new Error('no paid order in the history');

  let bookmarkUrl: string | null = null;
  if (articleUrl) {
    await ok(
      'bookmark',
      await app.inject({
        method: 'POST',
        url: API.news.bookmark,
        headers: u.headers,
        payload: { title: marker, url: articleUrl },
      }),
    );
    await ok(
      'note',
      await app.inject({
        method: 'PUT',
        url: `${API.news.bookmarkNote}?url=${encodeURIComponent(articleUrl)}`,
        headers: u.headers,
        payload: { note: marker },
      }),
    );
    bookmarkUrl = articleUrl;
  }
  return {
    signed: u,
    username,
    email,
    orderId,
    photoId,
    bookmarkUrl,
    secrets: [marker, email, paid.razorpay_order_id],
  };
}
