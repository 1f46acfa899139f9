// One request at a time per host, spaced by the host's delay: tasks for a host queue behind
// each other; different hosts run side by side.
export class HostScheduler {
  private tails = new Map<string, Promise<unknown>>();
  private lastEnd = new Map<string, number>();

  constructor(private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void> = abortableSleep) {}

  run<T>(host: string, delayMs: number, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const key = host.toLowerCase();
    const prev = this.tails.get(key) ?? Promise.resolve();
    const next = prev.then(async () => {
      const wait = (this.lastEnd.get(key) ?? 0) + delayMs - Date.now();
      if (wait > 0) await this.sleep(wait, signal);
      try {
        return await task();
      } finally {
        this.lastEnd.set(key, Date.now());
      }
    });
    const tail = next.catch(() => undefined);
    this.tails.set(key, tail);
    // Drop the queue head when nothing else joined, so the map does not grow for ever.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return next;
  }
}

export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
