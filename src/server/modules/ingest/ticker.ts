export type Ticker<T> = {
  /** Run now, or join the run in flight (runs never overlap; a slow run just delays the next). */
  tick(): Promise<T>;
  /** Abort `controller`, stop the timer and wait for the run in flight. */
  stop(): Promise<void>;
};

/**
 * `run` on a timer: first after `firstMs`, then `everyMs` after each run ends. `run` catches
 * its own errors. The in-process scheduler and the queue worker both crawl on one of these.
 */
export function startTicker<T>(
  run: () => Promise<T>,
  o: { firstMs: number; everyMs: number; controller: AbortController; unref?: boolean },
): Ticker<T> {
  let running: Promise<T> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const tick = (): Promise<T> => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };
  const schedule = (ms: number) => {
    if (o.controller.signal.aborted) return;
    timer = setTimeout(() => void tick().finally(() => schedule(o.everyMs)), ms);
    if (o.unref) timer.unref();
  };
  schedule(o.firstMs);

  return {
    tick,
    async stop() {
      o.controller.abort();
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
