import { Redis } from 'ioredis';

/**
 * The Redis connection of a process when REDIS_URL is set: shared state of several server
 * processes (rate-limit counters). A command waits at most one reconnect attempt, so a call
 * made as the connection drops fails quickly (and is counted in memory: rate-limit.ts
 * SharedCounts) instead of queueing requests without bound.
 */
export function openRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, enableAutoPipelining: true, connectionName: 'khabar' });
}

export type { Redis };
