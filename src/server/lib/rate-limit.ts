import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/**
 * @fastify/rate-limit, not global: each route opts in with `config.rateLimit`. The error is
 * thrown as an HttpError so the one error handler sends the contract's shape. The in-memory
 * store is per process; several processes behind a balancer each count on their own.
 */
export async function installRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(429, `Too many requests. Try again in ${Math.max(1, Math.ceil(ctx.ttl / 1000))} seconds.`),
  });
}
