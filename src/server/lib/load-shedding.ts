import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import PQueue from 'p-queue';
import { API } from '#shared/api-paths.ts';
import { MESSAGES } from '#shared/messages.ts';
import type { Config } from '#server/config.ts';
import { errorBody } from './errors';

/**
 * Load shedding: a server past what it can serve refuses early instead of queueing without end.
 * At most `concurrency` requests are served at once (places of a p-queue); up to `queueLimit`
 * more wait in turn, each at most `queueTimeoutMs`. A request is refused at once, with 503 in the
 * contract's error shape and a Retry-After, when the queue is full or when its wait, told from
 * how long places have lately been held, would pass `queueTimeoutMs`; one that waits past it after
 * all is refused then. So a refusal comes in well under a second, not after a wait that was
 * never going to end in a place. A place freed while others wait is handed on in a later turn of
 * the event loop, so new connections, and `/api/health`, are read between two requests' work.
 *
 * A request gives its place back however it leaves: answered, refused after its wait, or its
 * client gone. The client's going aborts the request's task in the queue (p-queue removes an
 * aborted task that waits, and ends one that runs), so a burst of closed connections frees every
 * place it took and the server heals by itself.
 *
 * Not counted: `/api/health` and `/api/health/ready` (they answer however busy the server is),
 * static files outside `/api/` (a path whose last segment has an extension: the client's
 * scripts, styles and images need no database), and a request's own work sent through the app
 * in process (`IN_PROCESS_ADDRESS`: the sandbox's webhooks, delivered before its payment is
 * answered). That work waiting for a place the request itself holds could wait for ever.
 */
export function installLoadShedding(app: FastifyInstance, limits: Config['load']): LoadState {
  const queue = new PQueue({ concurrency: limits.concurrency });
  const retryAfter = String(Math.max(1, Math.ceil(limits.queueTimeoutMs / 1000)));
  // How long a place is held, a moving mean over the last requests served (about twenty).
  let heldMs = 0;
  const held = (ms: number) => (heldMs = heldMs === 0 ? ms : heldMs + (ms - heldMs) / 20);
  // A newcomer waits for the places to turn over once for each request ahead of it and its own.
  const expectedWaitMs = () => (heldMs * (queue.size + 1)) / limits.concurrency;
  const state: LoadState = {
    active: () => queue.pending,
    waiting: () => queue.size,
    refused: 0,
    refusedAtOnce: 0,
    abandoned: 0,
    busyForMs: (now) => {
      if (queue.pending < limits.concurrency) return 0;
      // Every place is taken: since when has none of them changed hands?
      const newest = Math.max(...queue.runningTasks.map((task) => task.startTime));
      return Math.max(0, now - newest);
    },
  };

  app.decorate('loadShedding', state);

  const refuse = (reply: FastifyReply) => {
    state.refused += 1;
    return reply.code(503).header('retry-after', retryAfter).send(errorBody(503, MESSAGES.serverBusy));
  };

  app.addHook('onRequest', async (req, reply) => {
    if (exempt(req)) return;
    const mustWait = queue.pending >= limits.concurrency || queue.size > 0;
    if (mustWait && (queue.size >= limits.queueLimit || expectedWaitMs() > limits.queueTimeoutMs)) {
      state.refusedAtOnce += 1;
      return refuse(reply);
    }

    const res = reply.raw;
    // The place is held until the answer is sent or the connection is gone ('close' covers
    // both on a real socket; an injected request ends with 'finish').
    const ended = new Promise<void>((resolve) => {
      res.once('close', resolve);
      res.once('finish', resolve);
    });
    const cancel = new AbortController();
    res.once('close', () => cancel.abort(GONE));
    const timer = mustWait ? setTimeout(() => cancel.abort(TIMED_OUT), limits.queueTimeoutMs) : undefined;
    let admit!: () => void;
    const admitted = new Promise<void>((resolve) => (admit = resolve));
    const task = queue.add(
      async () => {
        clearTimeout(timer);
        if (mustWait) await nextTurn();
        const start = performance.now();
        admit();
        await ended;
        held(performance.now() - start);
      },
      { signal: cancel.signal },
    );
    // A task aborted while it runs (the client gone mid-answer) has given its place back already.
    task.catch(() => undefined);
    try {
      await Promise.race([admitted, task]);
    } catch (reason) {
      clearTimeout(timer);
      if (reason !== GONE) return refuse(reply);
      // Nobody is there to read an answer; the route is not run for them.
      state.abandoned += 1;
      return reply.code(503).send(errorBody(503, MESSAGES.serverBusy));
    }
  });
  return state;
}

/** What the shedding sees now (for readiness, tests and the benchmarks). */
export type LoadState = {
  active: () => number;
  waiting: () => number;
  /** Requests answered 503 because the queue was full or their wait ran out (or would have). */
  refused: number;
  /** Of those, the ones refused on arrival, without waiting: the queue full, or the wait foretold too long. */
  refusedAtOnce: number;
  /** Requests whose client left while they waited. */
  abandoned: number;
  /** How long every place has been held by the same requests (0 while one is free). */
  busyForMs: (now: number) => number;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The load shedding's state (the benchmarks and tests read it). */
    loadShedding: LoadState;
  }
}

const GONE = Symbol('client gone');
const TIMED_OUT = Symbol('waited too long');

const UNCOUNTED: ReadonlySet<string> = new Set([API.health, API.ready]);

/**
 * The client address of a request the server sends itself with `app.inject` as part of a request
 * it serves: not an IP address, so no socket, and no client, ever has it.
 */
export const IN_PROCESS_ADDRESS = 'in-process';

function exempt(req: FastifyRequest): boolean {
  if (req.raw.socket?.remoteAddress === IN_PROCESS_ADDRESS) return true;
  const path = req.url.split('?', 1)[0]!;
  if (UNCOUNTED.has(path)) return true;
  return !path.startsWith('/api/') && /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));
}
