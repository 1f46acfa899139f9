import type { FastifyInstance } from 'fastify';
import { API } from '#shared/api-paths.ts';
import type { Owned } from '#tests/helpers/resources.ts';

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

/** The expectations that recur, in ROLES' order. */
export const all = (o: Outcome) => [o, o, o, o, o] as const;
export const SIGNED_IN = [401, 'ok', 'ok', 'ok', 'ok'] as const;
export const SELF_OR_ADMIN = [401, 'ok', 403, 'ok', 'ok'] as const;
export const MEMBERS = [401, 403, 'ok', 'ok', 403] as const;
export const ADMINS = [401, 403, 403, 403, 'ok'] as const;
export const emailOf = (c: CallContext) => c.caller?.email ?? 'visitor@example.com';
export const q = encodeURIComponent;
export const U = API.user;
export const N = API.news;
export const P = API.payment;
export const M = API.membership;
