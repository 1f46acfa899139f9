import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '#shared/messages.ts';
import { forbidden, unauthorized } from './errors';

/** Who is signed in on this request; the auth module fills it from the session cookie. */
export type SessionUser = {
  id: number;
  username: string;
  email: string;
  role: 'user' | 'admin';
  /** A membership covers this moment: its start is at or before now and its end after now. */
  member: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    /** sha256 of the session cookie when it names a live session (used by sign-out). */
    sessionIdHash: string | null;
  }
}

export function installSessionUser(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionIdHash', null);
}

/**
 * The signed-in user of a request. Routes get it behind `onRequest: gate.*`, so here it is
 * always there; without a gate this still answers 401 rather than trusting a missing user.
 */
export function signedIn(req: FastifyRequest): SessionUser {
  if (!req.user) throw unauthorized();
  return req.user;
}
export const requireUser = signedIn;

/**
 * Route-level gates: `onRequest: gate.member` on a route (or a prefix plugin) checks who is
 * signed in before any input is parsed, so a visitor gets 401 whatever they sent.
 * user: 401 unless signed in. admin: also 403 unless an admin. member: also 403
 * 'Membership required' unless a membership covers this moment.
 */
export const gate = {
  user: async (req: FastifyRequest) => void signedIn(req),
  member: async (req: FastifyRequest) => {
    if (!signedIn(req).member) throw forbidden(MESSAGES.membershipRequired);
  },
  admin: async (req: FastifyRequest) => {
    if (signedIn(req).role !== 'admin') throw forbidden();
  },
};
