import type { FastifyInstance } from 'fastify';
import { API } from '#shared/api-paths.ts';
import { webhookSignature } from '#server/providers/payments/signatures.ts';
import { demoToken } from '#tests/helpers/accounts.ts';
import { multipart, PNG } from '#tests/helpers/multipart.ts';
import { creditOrderForm, membershipOrderForm } from '#tests/helpers/order-forms.ts';
import { addPhoto, paidOrder, type Owned } from '#tests/helpers/resources.ts';

/**
 * Who may call what: THE authorisation table. `authz.test.ts` calls every route the app
 * registers as each of these callers and compares the answer with this table; a route missing
 * here (or a row naming no route) fails the test, so the table cannot go stale.
 *
 *   visitor  no session
 *   user     a signed-in user (no membership, not an admin): the owner of the resources
 *            the calls name (profile, photos, orders, invoices)
 *   other    another signed-in user, with a membership: calls name the user's resources
 *            (and the member's bookmark), so this column is "someone else's data"
 *   member   a signed-in user with a membership: calls name the member's own resources
 *   admin    an admin (no membership): calls name the user's resources
 *
 * 'ok' is any 2xx. Every caller also sends `X-Requested-With: khabar`, as the client does.
 * Answers to visitor, other, user and member must not contain anything of the others'
 * (checked by the test with marker strings in each one's profile, watch list, bookmark and note,
 * and each one's e-mail and paid order id).
 */
export const ROLES = ['visitor', 'user', 'other', 'member', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type Outcome = 'ok' | 401 | 403 | 404;

export type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object | string | Buffer;
  headers?: Record<string, string>;
};

export type CallContext = {
  app: FastifyInstance;
  /** Whose resources the call names (the member's own for `member`, the user's for everyone else). */
  target: Owned;
  /** Who calls (null for the visitor). */
  caller: { email: string; username: string } | null;
  /** An article in the database, and the one the member bookmarked (with a note). */
  article: string;
  bookmarked: string;
  /** An open sandbox order of the target (sandbox calls). */
  sandboxOrderId: string;
  webhookSecret: string;
  sandboxKey: string;
};

export type Row = {
  route: string;
  /** visitor, user, other, member, admin */
  expect: readonly [Outcome, Outcome, Outcome, Outcome, Outcome];
  call: (c: CallContext) => Call | Promise<Call>;
  /** The call ends the caller's session (or account): each role calls as a new user of that role. */
  fresh?: true;
};

const all = (o: Outcome) => [o, o, o, o, o] as const;
const SIGNED_IN = [401, 'ok', 'ok', 'ok', 'ok'] as const;
const SELF_OR_ADMIN = [401, 'ok', 403, 'ok', 'ok'] as const;
const MEMBERS = [401, 403, 'ok', 'ok', 403] as const;
const ADMINS = [401, 403, 403, 403, 'ok'] as const;
const emailOf = (c: CallContext) => c.caller?.email ?? 'visitor@example.com';
const q = encodeURIComponent;
const U = API.user;
const N = API.news;
const P = API.payment;
const M = API.membership;
/** A browser's subscription as PushSubscription.toJSON() gives it (keys from RFC 8291's example). */
const PUSH_SUBSCRIPTION = {
  endpoint: 'https://push.example.net/push/authz',
  expirationTime: null,
  keys: {
    p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
    auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  },
};

export const AUTHZ: readonly Row[] = [
  // Site and sign-in
  { route: `GET ${API.health}`, expect: all('ok'), call: () => ({ method: 'GET', url: API.health }) },
  { route: `GET ${API.ready}`, expect: all('ok'), call: () => ({ method: 'GET', url: API.ready }) },
  { route: `GET ${API.site}`, expect: all('ok'), call: () => ({ method: 'GET', url: API.site }) },
  { route: `GET ${U.me}`, expect: all('ok'), call: () => ({ method: 'GET', url: U.me }) },
  { route: `GET ${U.providers}`, expect: all('ok'), call: () => ({ method: 'GET', url: U.providers }) },
  {
    route: `POST ${U.demoToken}`,
    expect: all('ok'),
    call: () => ({ method: 'POST', url: U.demoToken, payload: { email: 'token@example.com', name: 'T' } }),
  },
  {
    route: `POST ${U.social}`,
    expect: all('ok'),
    fresh: true,
    call: async (c) => {
      const email = `social-${Math.random().toString(36).slice(2)}@example.com`;
      return {
        method: 'POST',
        url: U.social,
        payload: { provider: 'DEMO', idToken: await demoToken(c.app, email), user: { email }, rememberMe: 'No' },
      };
    },
  },

  // Profiles and photos
  {
    route: `GET ${U.user}/:username`,
    expect: SELF_OR_ADMIN,
    call: (c) => ({ method: 'GET', url: `${U.user}/${c.target.username}` }),
  },
  {
    route: `POST ${U.update}`,
    expect: SIGNED_IN,
    call: () => ({ method: 'POST', url: U.update, payload: { lastName: 'Changed' } }),
  },
  {
    route: `POST ${U.addPhotos}/:username`,
    expect: SELF_OR_ADMIN,
    call: (c) => {
      const form = multipart([{ name: 'file', filename: 'a.png', contentType: 'image/png', data: PNG }]);
      return {
        method: 'POST',
        url: `${U.addPhotos}/${c.target.username}`,
        payload: form.payload,
        headers: form.headers,
      };
    },
  },
  {
    route: `GET ${U.profileImage}/:id`,
    expect: SELF_OR_ADMIN,
    call: (c) => ({ method: 'GET', url: `${U.profileImage}/${c.target.photoId}` }),
  },
  {
    route: `GET ${U.removePhoto}/:id`,
    expect: SELF_OR_ADMIN,
    call: async (c) => ({
      method: 'GET',
      url: `${U.removePhoto}/${await addPhoto(c.app, c.target.signed, c.target.username)}`,
    }),
  },
  {
    route: `DELETE ${U.photo}/:id`,
    expect: SELF_OR_ADMIN,
    call: async (c) => ({
      method: 'DELETE',
      url: `${U.photo}/${await addPhoto(c.app, c.target.signed, c.target.username)}`,
    }),
  },
  {
    route: `PUT ${U.roles}/:username/update`,
    expect: ADMINS,
    call: (c) => ({ method: 'PUT', url: `${U.roles}/${c.target.username}/update?roles=user` }),
  },
  {
    route: `GET ${U.managementList}/:type/status/:status`,
    expect: ADMINS,
    call: () => ({ method: 'GET', url: `${U.managementList}/all/status/all` }),
  },
  {
    route: `GET ${U.managementList}/:type/status/:status/`,
    expect: ADMINS,
    call: () => ({ method: 'GET', url: `${U.managementList}/all/status/all/` }),
  },
  // Unpublished profiles never show in the public search (the marker check would see them).
  {
    route: `GET ${U.publicSearch}/:text/status/:status`,
    expect: all('ok'),
    call: (c) => ({ method: 'GET', url: `${U.publicSearch}/${c.target.username}/status/all` }),
  },
  {
    route: `GET ${U.publicSearch}/:text/status/:status/`,
    expect: all('ok'),
    call: (c) => ({ method: 'GET', url: `${U.publicSearch}/${c.target.username}/status/all/` }),
  },

  // One-time codes (each caller to its own phone)
  {
    route: `POST ${API.otp.send}`,
    expect: SIGNED_IN,
    call: () => ({ method: 'POST', url: API.otp.send, payload: { phone: '+919830012345' } }),
  },
  {
    route: `POST ${API.otp.verify}/:otp`,
    expect: SIGNED_IN,
    call: () => ({ method: 'POST', url: `${API.otp.verify}/000000` }),
  },
  {
    route: `GET ${U.devSms}`,
    expect: SIGNED_IN,
    call: () => ({ method: 'GET', url: `${U.devSms}?phone=${q('+919830012345')}` }),
  },

  // News
  { route: `GET ${N.latest}`, expect: all('ok'), call: () => ({ method: 'GET', url: N.latest }) },
  { route: `GET ${N.today}`, expect: all('ok'), call: () => ({ method: 'GET', url: N.today }) },
  { route: `GET ${N.search}`, expect: all('ok'), call: () => ({ method: 'GET', url: `${N.search}?q=story` }) },
  {
    route: `POST ${N.advancedSearch}`,
    expect: all('ok'),
    call: () => ({ method: 'POST', url: N.advancedSearch, payload: { primary: 'story' } }),
  },
  {
    route: `GET ${N.bySource}`,
    expect: all('ok'),
    call: () => ({ method: 'GET', url: `${N.bySource}?source=Fixture%20Wire` }),
  },
  {
    route: `GET ${N.category}/:category`,
    expect: all('ok'),
    call: () => ({ method: 'GET', url: `${N.category}/India` }),
  },
  {
    route: `GET ${N.publicArticle}`,
    expect: all('ok'),
    call: (c) => ({ method: 'GET', url: `${N.publicArticle}?url=${q(c.article)}` }),
  },
  {
    // Public: a story's articles, nothing of its readers.
    route: `GET ${N.story}/:id`,
    expect: all('ok'),
    call: async (c) => {
      const article = (await c.app.inject(`${N.publicArticle}?url=${q(c.article)}`)).json<{ story: { id: number } }>();
      return { method: 'GET', url: `${N.story}/${article.story.id}?page=1&size=5` };
    },
  },
  // Public: link previews' pictures, drawn from stored articles and stories only.
  {
    route: `GET ${N.previewArticle}`,
    expect: all('ok'),
    call: (c) => ({ method: 'GET', url: `${N.previewArticle}?url=${q(c.article)}` }),
  },
  {
    route: `GET ${N.previewStory}/:id`,
    expect: all('ok'),
    call: async (c) => {
      const article = (await c.app.inject(`${N.publicArticle}?url=${q(c.article)}`)).json<{ story: { id: number } }>();
      return { method: 'GET', url: `${N.previewStory}/${article.story.id}.png` };
    },
  },
  { route: `GET ${N.previewSite}`, expect: all('ok'), call: () => ({ method: 'GET', url: N.previewSite }) },
  { route: `GET ${N.categories}`, expect: all('ok'), call: () => ({ method: 'GET', url: N.categories }) },
  { route: `GET ${N.sources}`, expect: all('ok'), call: () => ({ method: 'GET', url: N.sources }) },
  { route: `GET ${N.languages}`, expect: all('ok'), call: () => ({ method: 'GET', url: N.languages }) },
  {
    route: `GET ${N.article}`,
    expect: SIGNED_IN,
    call: (c) => ({ method: 'GET', url: `${N.article}?url=${q(c.article)}` }),
  },
  {
    route: `GET ${N.article}/:type`,
    expect: MEMBERS,
    call: (c) => ({ method: 'GET', url: `${N.article}/bias?url=${q(c.article)}` }),
  },

  // Watch list (each caller's own)
  { route: `GET ${U.watchlist}`, expect: SIGNED_IN, call: () => ({ method: 'GET', url: U.watchlist }) },
  { route: `GET ${N.watchlist}`, expect: SIGNED_IN, call: () => ({ method: 'GET', url: N.watchlist }) },
  {
    route: `PUT ${U.watchlist}`,
    expect: SIGNED_IN,
    call: () => ({ method: 'PUT', url: U.watchlist, payload: { terms: ['cricket'] } }),
  },

  // Bookmarks and notes: the member's bookmark; another member sees and changes none of it
  { route: `GET ${N.bookmark}`, expect: MEMBERS, call: () => ({ method: 'GET', url: `${N.bookmark}?withNotes=true` }) },
  {
    route: `GET ${N.bookmarkNote}`,
    expect: [401, 403, 404, 'ok', 403],
    call: (c) => ({ method: 'GET', url: `${N.bookmarkNote}?url=${q(c.bookmarked)}` }),
  },
  {
    route: `PUT ${N.bookmarkNote}`,
    expect: [401, 403, 404, 'ok', 403],
    call: (c) => ({ method: 'PUT', url: `${N.bookmarkNote}?url=${q(c.bookmarked)}`, payload: { note: 'overwritten' } }),
  },
  // The audio copy: members only; the demo article has no audio, so a member gets 404 (the
  // copy itself is tested in news-bylines-audio.test.ts).
  {
    route: `GET ${N.audio}`,
    expect: [401, 403, 404, 404, 403],
    call: (c) => ({ method: 'GET', url: `${N.audio}?url=${q(c.article)}&src=${q('https://audio.example/a.mp3')}` }),
  },
  {
    route: `POST ${N.bookmark}`,
    expect: MEMBERS,
    call: (c) => ({ method: 'POST', url: N.bookmark, payload: { title: 'Saved', url: c.article } }),
  },
  {
    route: `DELETE ${N.bookmark}`,
    expect: MEMBERS,
    call: (c) => ({ method: 'DELETE', url: `${N.bookmark}?url=${q(c.article)}` }),
  },

  // Alerts: off in this suite's configuration (no VAPID keys), so the key and the calls that
  // need it answer 404 to whoever may call them; each member's devices and settings are their own.
  { route: `GET ${API.push.key}`, expect: all(404), call: () => ({ method: 'GET', url: API.push.key }) },
  {
    route: `POST ${API.push.subscription}`,
    expect: [401, 403, 404, 404, 403],
    call: () => ({ method: 'POST', url: API.push.subscription, payload: PUSH_SUBSCRIPTION }),
  },
  {
    route: `GET ${API.push.subscription}`,
    expect: MEMBERS,
    call: () => ({ method: 'GET', url: API.push.subscription }),
  },
  {
    route: `DELETE ${API.push.subscription}`,
    expect: MEMBERS,
    call: () => ({ method: 'DELETE', url: `${API.push.subscription}?endpoint=${q(PUSH_SUBSCRIPTION.endpoint)}` }),
  },
  { route: `GET ${API.push.settings}`, expect: MEMBERS, call: () => ({ method: 'GET', url: API.push.settings }) },
  {
    route: `PUT ${API.push.settings}`,
    expect: MEMBERS,
    call: () => ({
      method: 'PUT',
      url: API.push.settings,
      payload: { mode: 'instant', digestTimes: ['08:00'], quietHours: null, dailyCap: 5, terms: [] },
    }),
  },
  {
    route: `POST ${API.push.test}`,
    expect: [401, 403, 404, 404, 403],
    call: () => ({ method: 'POST', url: API.push.test, payload: { endpoint: PUSH_SUBSCRIPTION.endpoint } }),
  },

  // Balances, memberships, payments and invoices
  { route: `GET ${P.balance}`, expect: SIGNED_IN, call: () => ({ method: 'GET', url: P.balance }) },
  { route: `GET ${M.balance}`, expect: SIGNED_IN, call: () => ({ method: 'GET', url: M.balance }) },
  {
    route: `POST ${M.add}`,
    expect: SIGNED_IN,
    call: () => ({ method: 'POST', url: M.add, payload: { noOfDays: 10 } }),
  },
  { route: `GET ${M.all}`, expect: SIGNED_IN, call: () => ({ method: 'GET', url: M.all }) },
  {
    route: `POST ${P.order}`,
    expect: SIGNED_IN,
    call: (c) => ({ method: 'POST', url: P.order, payload: creditOrderForm(emailOf(c), 100) }),
  },
  {
    route: `POST ${P.buySubscription}`,
    expect: SIGNED_IN,
    call: (c) => ({ method: 'POST', url: P.buySubscription, payload: membershipOrderForm(emailOf(c), 10) }),
  },
  {
    // The target's paid order, confirmed by the caller: only its owner may.
    route: `PUT ${P.order}`,
    expect: [401, 'ok', 404, 'ok', 404],
    call: async (c) => {
      const p = await paidOrder(c.app, c.target.signed, 'credits');
      return {
        method: 'PUT',
        url: P.order,
        payload: {
          razorpayOrderId: p.razorpay_order_id,
          razorpayPaymentId: p.razorpay_payment_id,
          razorpaySignature: p.razorpay_signature,
        },
      };
    },
  },
  {
    route: `PUT ${P.updateSubscription}`,
    expect: [401, 'ok', 404, 'ok', 404],
    call: async (c) => {
      const p = await paidOrder(c.app, c.target.signed, 'membership');
      return {
        method: 'PUT',
        url: P.updateSubscription,
        payload: {
          razorpayOrderId: p.razorpay_order_id,
          razorpayPaymentId: p.razorpay_payment_id,
          razorpaySignature: p.razorpay_signature,
          membershipBought: true,
        },
      };
    },
  },
  { route: `GET ${P.orders}`, expect: SIGNED_IN, call: () => ({ method: 'GET', url: P.orders }) },
  {
    route: `GET ${P.invoice}/:orderId`,
    expect: SELF_OR_ADMIN,
    call: (c) => ({ method: 'GET', url: `${P.invoice}/${c.target.orderId}` }),
  },
  {
    route: `POST ${P.invoice}/:orderId/regenerate`,
    expect: SELF_OR_ADMIN,
    call: (c) => ({ method: 'POST', url: `${P.invoice}/${c.target.orderId}/regenerate` }),
  },
  {
    // The order was paid in full: there is no credit note, which only its owner (or an admin) learns.
    route: `GET ${P.invoice}/:orderId/credit-note`,
    expect: [401, 404, 403, 404, 404],
    call: (c) => ({ method: 'GET', url: `${P.invoice}/${c.target.orderId}/credit-note` }),
  },
  {
    // Signed by the provider's secret, not by a session: the same for everyone.
    route: `POST ${P.webhook}`,
    expect: all('ok'),
    call: (c) => {
      const body = JSON.stringify({ event: 'payment.authorized', payload: {} });
      return {
        method: 'POST',
        url: P.webhook,
        payload: body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': webhookSignature(body, c.webhookSecret),
          'x-razorpay-event-id': `evt_${Math.random().toString(36).slice(2)}`,
        },
      };
    },
  },

  // The sandbox provider: its Orders API takes the API key (sessions neither grant nor deny);
  // the checkout script and the test payment sheet are public, as Razorpay's are; paying on the
  // sheet takes the buyer's own session (another's order is no order of theirs: 404).
  {
    route: `POST ${P.sandbox}/v1/orders`,
    expect: all('ok'),
    call: (c) => ({
      method: 'POST',
      url: `${P.sandbox}/v1/orders`,
      payload: { amount: 11800, currency: 'INR' },
      headers: { authorization: c.sandboxKey },
    }),
  },
  {
    route: `GET ${P.sandbox}/v1/orders/:id`,
    expect: all('ok'),
    call: (c) => ({
      method: 'GET',
      url: `${P.sandbox}/v1/orders/${c.sandboxOrderId}`,
      headers: { authorization: c.sandboxKey },
    }),
  },
  {
    route: `GET ${P.sandbox}/v1/orders/:id/payments`,
    expect: all('ok'),
    call: (c) => ({
      method: 'GET',
      url: `${P.sandbox}/v1/orders/${c.sandboxOrderId}/payments`,
      headers: { authorization: c.sandboxKey },
    }),
  },
  {
    route: `POST ${P.sandbox}/v1/payments/:id/refund`,
    expect: all(404),
    call: (c) => ({
      method: 'POST',
      url: `${P.sandbox}/v1/payments/pay_NoSuchPayment0/refund`,
      payload: { amount: 11800 },
      headers: { authorization: c.sandboxKey },
    }),
  },
  {
    route: `GET ${P.sandbox}/v1/payments/:id/refunds`,
    expect: all(404),
    call: (c) => ({
      method: 'GET',
      url: `${P.sandbox}/v1/payments/pay_NoSuchPayment0/refunds`,
      headers: { authorization: c.sandboxKey },
    }),
  },
  {
    route: `GET ${P.sandbox}/checkout.js`,
    expect: all('ok'),
    call: () => ({ method: 'GET', url: `${P.sandbox}/checkout.js` }),
  },
  {
    route: `GET ${P.sandbox}/sheet.js`,
    expect: all('ok'),
    call: () => ({ method: 'GET', url: `${P.sandbox}/sheet.js` }),
  },
  {
    route: `GET ${P.sandbox}/sheet`,
    expect: all('ok'),
    call: (c) => ({ method: 'GET', url: `${P.sandbox}/sheet?order_id=${c.sandboxOrderId}` }),
  },
  {
    route: `POST ${P.sandbox}/pay`,
    expect: [401, 'ok', 404, 'ok', 404],
    call: (c) => ({
      method: 'POST',
      url: `${P.sandbox}/pay`,
      payload: { order_id: c.sandboxOrderId, outcome: 'fail' },
    }),
  },

  // Administration
  {
    route: `GET ${API.management.ingestFeeds}`,
    expect: ADMINS,
    call: () => ({ method: 'GET', url: API.management.ingestFeeds }),
  },

  // Last: these end the session (or the account), so each role calls as a new user of that role.
  { route: `POST ${U.logout}`, expect: all('ok'), fresh: true, call: () => ({ method: 'POST', url: U.logout }) },
  {
    route: `DELETE ${U.removeUser}`,
    expect: SIGNED_IN,
    fresh: true,
    call: () => ({ method: 'DELETE', url: U.removeUser }),
  },
];
