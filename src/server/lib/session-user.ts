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
 * The signed-in user: 401 unless signed in. Behind `onRequest: gate.*` these never throw; a
 * handler calls them to read the user its gate admitted.
 */
export function requireUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw unauthorized();
  return req.user;
}

/** 401 unless signed in, 403 unless an admin. */
export function requireAdmin(req: FastifyRequest): SessionUser {
  const user = requireUser(req);
  if (user.role !== 'admin') throw forbidden();
  return user;
}

/** 401 unless signed in, 403 'Membership required' unless a membership covers now. */
export function requireMember(req: FastifyRequest): SessionUser {
  const user = requireUser(req);
  if (!user.member) throw forbidden(MESSAGES.membershipRequired);
  return user;
}

// Route-level gates: `onRequest: gate.member` on a route (or a prefix plugin) checks who is
// signed in before any input is parsed, so a visitor gets 401 whatever they sent.
export const gate = {
  user: async (req: FastifyRequest) => void requireUser(req),
  member: async (req: FastifyRequest) => void requireMember(req),
  admin: async (req: FastifyRequest) => void requireAdmin(req),
};
