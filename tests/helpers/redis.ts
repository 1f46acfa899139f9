import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';

/** Redis for the suites of shared state: DB index 2 of a local server unless TEST_REDIS_URL says otherwise. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/2';

let answer: Promise<boolean> | undefined;
/** Whether Redis answers; the suites that need it are skipped (not failed) when it does not. */
export function redisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  answer ??= (async () => {
    const r = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      connectTimeout: 1500,
      retryStrategy: () => null,
    });
    r.on('error', () => undefined); // the answer is the connect() below
    try {
      await r.connect();
      return (await r.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      r.disconnect();
    }
  })();
  return answer;
}

/** A client address no earlier run used: Redis keeps counters between runs for a window. */
export const randomIp = () => `10.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
