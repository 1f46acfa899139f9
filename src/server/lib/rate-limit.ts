import rateLimit from '@fastify/rate-limit';
import LocalStore, { type RouteOptions, type Store, type StoreResult } from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import type { Redis } from './redis';

/**
 * Where the limiters count: in Redis while it answers, so a limit holds across processes; in
 * this process's memory while it does not (not connected, or a call to it failed), so an
 * outage loosens a limit to one budget per process for its length instead of refusing every
 * limited call (sign-in, one-time codes, payments) with a 500. Logged once per outage.
 */
export type SharedCounts = {
  /** Counts with `inRedis` while Redis is up (or still connecting at start), else, or when that fails, with `inMemory`. */
  count<T>(inRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T>;
  redis: Redis;
};

export function sharedCounts(redis: Redis, log: FastifyBaseLogger): SharedCounts {
  let local = false;
  const goLocal = (reason: string) => {
    if (local) return;
    local = true;
    log.warn({ reason }, 'Redis unavailable: rate limits are counted in this process until it is back');
  };
  // Also the connection's error listener (without one ioredis's errors would be unhandled).
  redis.on('error', (err: Error) => goLocal(err.message));
  redis.on('ready', () => {
    if (local) log.info('Redis is back: rate limits are counted in Redis again');
    local = false;
  });
  return {
    redis,
    async count(inRedis, inMemory) {
      // Ready: ask Redis. Not ready since an outage began: count here. Not ready yet at start
      // (no outage seen): ask anyway; ioredis sends the call once connected, or it fails at once.
      if (redis.status !== 'ready' && local) return inMemory();
      try {
        return await inRedis();
      } catch (err) {
        goLocal(err instanceof Error ? err.message : String(err));
        return inMemory();
      }
    },
  };
}

/** A store's `incr` as a promise. */
const incr = (store: Store, key: string, timeWindow: number, max: number) =>
  new Promise<StoreResult>((resolve, reject) =>
    store.incr(key, (err, res) => (err ? reject(err) : resolve(res!)), timeWindow, max),
  );

/** A store for @fastify/rate-limit: Redis's store while it is up, its in-memory store meanwhile. */
function sharedOrLocalStore(shared: SharedCounts) {
  const either = (inRedis: Store, inMemory: Store): Store => ({
    incr(key, cb, timeWindow, max) {
      shared
        .count(
          () => incr(inRedis, key, timeWindow, max),
          () => incr(inMemory, key, timeWindow, max),
        )
        .then((res) => cb(null, res), cb);
    },
    child: (o: RouteOptions) => either(inRedis.child(o), inMemory.child(o)),
  });
  // The plugin makes its store with `new`, passing its global options.
  return function SharedOrLocal(o: { continueExceeding: boolean; exponentialBackoff: boolean }) {
    return either(
      new RedisStore(o.continueExceeding, o.exponentialBackoff, shared.redis, 'khabar:rl:'),
      new LocalStore(o.continueExceeding, o.exponentialBackoff),
    );
  };
}

/**
 * @fastify/rate-limit, not global: each route opts in with `config.rateLimit`. The error is
 * thrown as an HttpError so the one error handler sends the contract's shape. With a Redis
 * connection (REDIS_URL) every process counts in Redis, so a limit holds across processes
 * (in memory while Redis is unreachable: SharedCounts); without one the store is in memory and
 * per process (the embedded, one-process set-up).
 */
export async function installRateLimit(app: FastifyInstance, shared?: SharedCounts): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // The plugin's option is typed as a class; a function called with `new` that returns an
    // object is one to JavaScript.
    ...(shared
      ? { store: sharedOrLocalStore(shared) as unknown as NonNullable<Parameters<typeof rateLimit>[1]>['store'] }
      : {}),
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(429, `Too many requests. Try again in ${Math.max(1, Math.ceil(ctx.ttl / 1000))} seconds.`),
  });
}

export type BlockingLimit = {
  /** Names the limiter's keys in Redis (one budget per name and client). */
  name: string;
  /** Calls allowed per client in one window. */
  max: number;
  windowMs: number;
  /** How long a client that went over is refused, whatever it sends. */
  blockMs: number;
  message: string;
  now: () => Date;
  /** Keep the counters in Redis (shared by every process) while it is up; absent: in this process's memory. */
  shared?: SharedCounts;
};

/** A store's answer for one call: 0 to let it through, else how many ms the client stays blocked. */
type BlockingStore = (key: string, t: number) => Promise<number>;

/**
 * A shared budget for a group of routes with a block after it: `max` calls per window per
 * client address, then every call of the group is 429 until `blockMs` after the breach.
 * Hand-written because @fastify/rate-limit has no block period (its `ban` turns into 403)
 * and its window runs on the wall clock, not the app's clock.
 */
export function blockingLimiter(opts: BlockingLimit) {
  const inMemory = memoryBlockingStore(opts);
  let store = inMemory;
  const shared = opts.shared;
  if (shared) {
    const inRedis = redisBlockingStore(opts, shared.redis);
    store = (key, t) =>
      shared.count(
        () => inRedis(key, t),
        () => inMemory(key, t),
      );
  }
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const blockedMs = await store(req.ip, opts.now().getTime());
    if (blockedMs > 0) {
      void reply.header('retry-after', String(Math.ceil(blockedMs / 1000)));
      throw new HttpError(429, opts.message);
    }
  };
}

/** One map per process: the embedded (single-process) set-up, and any set-up while Redis is down. */
function memoryBlockingStore(opts: BlockingLimit): BlockingStore {
  const windows = new Map<string, { start: number; count: number }>();
  const blocked = new Map<string, number>();
  let lastSweep = 0;
  const sweep = (t: number) => {
    if (t - lastSweep < opts.windowMs) return;
    lastSweep = t;
    for (const [k, w] of windows) if (t - w.start >= opts.windowMs) windows.delete(k);
    for (const [k, until] of blocked) if (until <= t) blocked.delete(k);
  };
  return async (key, t) => {
    sweep(t);
    const until = blocked.get(key);
    if (until !== undefined && until > t) return until - t;
    let w = windows.get(key);
    if (!w || t - w.start >= opts.windowMs) {
      w = { start: t, count: 0 };
      windows.set(key, w);
    }
    w.count += 1;
    if (w.count <= opts.max) return 0;
    blocked.set(key, t + opts.blockMs);
    windows.delete(key);
    return opts.blockMs;
  };
}

// One atomic step in Redis: refuse while blocked; else count the call in its window (a hash of
// the window's start and count) and, past the budget, set the block. Times are the app's clock,
// passed in, so tests can move time; the keys' TTLs (real time) only clear them away.
const BLOCKING_LUA = `
local now = tonumber(ARGV[1])
local max = tonumber(ARGV[2])
local windowMs = tonumber(ARGV[3])
local blockMs = tonumber(ARGV[4])
local untilT = tonumber(redis.call('GET', KEYS[2]) or '0')
if untilT > now then return untilT - now end
local start = tonumber(redis.call('HGET', KEYS[1], 'start') or '-1')
local count
if start < 0 or now - start >= windowMs then
  redis.call('HSET', KEYS[1], 'start', now, 'count', 1)
  redis.call('PEXPIRE', KEYS[1], windowMs)
  count = 1
else
  count = redis.call('HINCRBY', KEYS[1], 'count', 1)
end
if count <= max then return 0 end
redis.call('DEL', KEYS[1])
redis.call('SET', KEYS[2], now + blockMs, 'PX', blockMs)
return blockMs
`;

function redisBlockingStore(opts: BlockingLimit, redis: Redis): BlockingStore {
  const prefix = `khabar:block:${opts.name}:`;
  return async (key, t) => {
    const out = await redis.eval(
      BLOCKING_LUA,
      2,
      `${prefix}w:${key}`,
      `${prefix}b:${key}`,
      t,
      opts.max,
      opts.windowMs,
      opts.blockMs,
    );
    return Number(out);
  };
}
