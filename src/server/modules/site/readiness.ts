import type { LoadState } from '#server/lib/load-shedding.ts';

/** How long the database may take to answer readiness's one statement. */
export const DATABASE_ANSWER_MS = 2_000;

export type Readiness = { ready: true } | { ready: false; reason: string };

/**
 * Whether this process can serve ordinary requests now: not when every place of the load
 * shedding has been held by the same requests for `busyMs` (nothing moves: the database hangs,
 * or places are lost), nor when the database does not answer a trivial statement in time.
 * Liveness (`/api/health`) asks neither, so a process busy for a moment is not restarted.
 */
export async function readiness(
  load: LoadState,
  busyMs: number,
  ping: () => Promise<void>,
  now: () => number = Date.now,
): Promise<Readiness> {
  const busy = load.busyForMs(now());
  if (busy >= busyMs) {
    return {
      ready: false,
      reason: `Not ready: every place has been taken by the same requests for ${Math.floor(busy / 1000)} s.`,
    };
  }
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), DATABASE_ANSWER_MS)));
  try {
    const answer = await Promise.race([ping().then(() => 'ok' as const), late]);
    if (answer === 'late')
      return { ready: false, reason: `Not ready: the database did not answer within ${DATABASE_ANSWER_MS / 1000} s.` };
    return { ready: true };
  } catch {
    return { ready: false, reason: 'Not ready: the database refused a trivial statement.' };
  } finally {
    clearTimeout(timer);
  }
}
