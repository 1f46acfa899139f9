import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

export type BlockingLimit = {
  /** Calls allowed per client in one window. */
  max: number;
  windowMs: number;
  /** How long a client that went over is refused, whatever it sends. */
  blockMs: number;
  message: string;
  now: () => Date;
};

/**
 * A shared budget for a group of routes with a block after it: `max` calls per window per
 * client address, then every call of the group is 429 until `blockMs` after the breach.
 * Hand-written because @fastify/rate-limit has no block period (its `ban` turns into 403)
 * and its window runs on the wall clock, not the app's clock. One map per process.
 */
export function blockingLimiter(opts: BlockingLimit) {
  const windows = new Map<string, { start: number; count: number }>();
  const blocked = new Map<string, number>();
  let lastSweep = 0;
  const sweep = (t: number) => {
    if (t - lastSweep < opts.windowMs) return;
    lastSweep = t;
    for (const [k, w] of windows) if (t - w.start >= opts.windowMs) windows.delete(k);
    for (const [k, until] of blocked) if (until <= t) blocked.delete(k);
  };
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const t = opts.now().getTime();
    sweep(t);
    const key = req.ip;
    const until = blocked.get(key);
    if (until !== undefined && until > t) {
      void reply.header('retry-after', String(Math.ceil((until - t) / 1000)));
      throw new HttpError(429, opts.message);
    }
    let w = windows.get(key);
    if (!w || t - w.start >= opts.windowMs) {
      w = { start: t, count: 0 };
      windows.set(key, w);
    }
    w.count += 1;
    if (w.count > opts.max) {
      blocked.set(key, t + opts.blockMs);
      windows.delete(key);
      void reply.header('retry-after', String(Math.ceil(opts.blockMs / 1000)));
      throw new HttpError(429, opts.message);
    }
  };
}
