import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors';

/** Who is signed in on this request; the accounts module fills it from the session cookie. */
export type SessionUser = {
  id: number;
  username: string;
  email: string;
  role: 'user' | 'admin';
};

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export function installSessionUser(app: FastifyInstance): void {
  app.decorateRequest('user', null);
}

/** 401 unless signed in. */
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
