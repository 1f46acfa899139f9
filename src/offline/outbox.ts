// Replaying the outbox: in order, one tab at a time, with backoff for passing failures and a
// visible failed state for the rest. Nothing leaves the outbox except by the server's answer
// or the reader's discard.
import type { OfflineDb, OutboxOp, OutboxRow } from './db';

export type SendResult =
  | { type: 'ok' }
  /** Network error, time-out, 408, 429 or 5xx: try again later. */
  | { type: 'retry'; status?: number }
  /** Any other 4xx: the server will not accept it as it is. */
  | { type: 'fail'; status: number; message: string }
  | { type: 'unauthorized' };

export type Sender = (op: OutboxOp, idempotencyKey: string) => Promise<SendResult>;

/** Runs `fn` while holding the outbox lock (waiting for it when another tab holds it). */
export type LockRunner = <T>(fn: () => Promise<T>) => Promise<T>;

export const OUTBOX_LOCK = 'khabar-outbox';

/** Web Locks across tabs where the browser has them; otherwise one flush at a time in this page. */
export function defaultLock(name = OUTBOX_LOCK): LockRunner {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  if (locks) return (fn) => locks.request(name, () => fn());
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>) => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
}

export const BACKOFF = { baseMs: 1000, maxMs: 5 * 60_000 } as const;

/** Exponential backoff with full jitter in [half, whole] of the step. */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const step = Math.min(BACKOFF.maxMs, BACKOFF.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(step * (0.5 + random() / 2));
}

export type DrainResult = 'idle' | 'waiting' | 'unauthorized';

export type OutboxOptions = {
  db: OfflineDb;
  send: Sender;
  now?: () => number;
  random?: () => number;
  lock?: LockRunner;
  /** The server said the session is over: the caller clears personal data. */
  onUnauthorized?: () => void;
};

export class Outbox {
  private readonly db: OfflineDb;
  private readonly send: Sender;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly lock: LockRunner;
  private readonly onUnauthorized: () => void;
  private running: Promise<DrainResult> | null = null;
  private again = false;

  constructor(o: OutboxOptions) {
    this.db = o.db;
    this.send = o.send;
    this.now = o.now ?? Date.now;
    this.random = o.random ?? Math.random;
    this.lock = o.lock ?? defaultLock();
    this.onUnauthorized = o.onUnauthorized ?? (() => undefined);
  }

  /** Send what is due. Calls while a flush runs make it go round once more. */
  flush(): Promise<DrainResult> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const run = this.lock(async () => {
      let result: DrainResult;
      do {
        this.again = false;
        result = await this.drain();
      } while (this.again && result === 'idle');
      return result;
    });
    this.running = run.finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Run `fn` under the outbox lock after sending what is due (sync down uses it). */
  async exclusive<T>(fn: () => Promise<T>): Promise<T> {
    await this.flush();
    return this.lock(fn);
  }

  private async drain(): Promise<DrainResult> {
    for (;;) {
      const row = await this.db.outbox
        .orderBy('seq')
        .filter((r) => r.state === 'pending')
        .first();
      if (!row) return 'idle';
      if (row.notBefore > this.now()) return 'waiting';
      const result = await this.send(opOf(row), row.id);
      // Every write below matches the id that was sent: a row replaced by a newer intent
      // while its request was out keeps the newer intent.
      const same = this.db.outbox.where('id').equals(row.id);
      if (result.type === 'ok') {
        await same.delete();
      } else if (result.type === 'retry') {
        const attempts = row.attempts + 1;
        await same.modify({ attempts, notBefore: this.now() + backoffDelay(attempts, this.random) });
        return 'waiting';
      } else if (result.type === 'fail') {
        await same.modify({
          state: 'failed',
          attempts: row.attempts + 1,
          error: { status: result.status, message: result.message },
        });
      } else {
        this.onUnauthorized();
        return 'unauthorized';
      }
    }
  }

  /** When the next retry is due, or null when nothing waits. */
  async nextDue(): Promise<number | null> {
    const row = await this.db.outbox
      .orderBy('seq')
      .filter((r) => r.state === 'pending')
      .first();
    return row ? row.notBefore : null;
  }

  /** A failed row goes back to the queue as it is. */
  async retry(id: string): Promise<void> {
    await this.db.outbox
      .where('id')
      .equals(id)
      .modify({ state: 'pending', attempts: 0, notBefore: 0, error: undefined });
  }

  /** The reader gives up a failed change; the next sync down restores the server's state. */
  async discard(id: string): Promise<void> {
    await this.db.outbox.where('id').equals(id).delete();
  }
}

function opOf(row: OutboxRow): OutboxOp {
  if (row.kind === 'add') return { kind: 'add', url: row.url, title: row.title };
  if (row.kind === 'remove') return { kind: 'remove', url: row.url, keepNote: row.keepNote };
  return { kind: 'note', url: row.url, note: row.note };
}

/** Everything still to be sent (pending and failed), in replay order. */
export const outboxRows = (db: OfflineDb): Promise<OutboxRow[]> => db.outbox.orderBy('seq').toArray();

export type FlushSchedulerEnv = {
  addEventListener: (type: 'online', fn: () => void) => void;
  removeEventListener: (type: 'online', fn: () => void) => void;
  document?: {
    visibilityState: string;
    addEventListener: (t: 'visibilitychange', fn: () => void) => void;
    removeEventListener: (t: 'visibilitychange', fn: () => void) => void;
  };
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
};

/** While work waits, look again at least this often (a retry may be due in another tab). */
export const FLUSH_POLL_MS = 30_000;

/**
 * Flush on start, when the network comes back, when the page becomes visible and on a timer
 * while anything is pending. Returns the function that stops it.
 */
export function startFlushing(
  outbox: Outbox,
  env: FlushSchedulerEnv,
  now: () => number = Date.now,
): { kick: () => void; stop: () => void } {
  let timer: unknown = null;
  let stopped = false;
  const clear = () => {
    if (timer !== null) env.clearTimeout(timer as never);
    timer = null;
  };
  const kick = () => {
    if (stopped) return;
    clear();
    void outbox
      .flush()
      .then(async (result) => {
        if (stopped || result === 'unauthorized') return;
        const due = await outbox.nextDue();
        if (due === null || stopped) return;
        clear();
        timer = env.setTimeout(kick, Math.min(FLUSH_POLL_MS, Math.max(0, due - now())));
      })
      .catch((e: unknown) => {
        console.warn('Sync of bookmark changes failed', e);
        if (!stopped) timer = env.setTimeout(kick, FLUSH_POLL_MS);
      });
  };
  const onVisible = () => {
    if (env.document?.visibilityState === 'visible') kick();
  };
  env.addEventListener('online', kick);
  env.document?.addEventListener('visibilitychange', onVisible);
  kick();
  return {
    kick,
    stop: () => {
      stopped = true;
      clear();
      env.removeEventListener('online', kick);
      env.document?.removeEventListener('visibilitychange', onVisible);
    },
  };
}
