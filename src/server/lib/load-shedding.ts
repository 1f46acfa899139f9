import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API } from '#shared/api-paths.ts';
import { MESSAGES } from '#shared/messages.ts';
import type { Config } from '#server/config.ts';
import { errorBody } from './errors';

/**
 * Load shedding: a server past what it can serve refuses early instead of queueing without end.
 * At most `concurrency` requests are served at once; up to `queueLimit` more wait in turn, each
 * at most `queueTimeoutMs`; past either a request is answered at once with 503 in the contract's
 * error shape and a Retry-After. A freed place is handed on in a later turn of the event loop, so
 * new connections, and `/api/health`, are read between two requests' work.
 *
 * Not counted: `/api/health` (it needs no database and answers from memory, so a load balancer
 * sees a live process however busy it is), and static files outside `/api/` (a path whose last
 * segment has an extension: the client's scripts, styles and images need no database).
 */
export function installLoadShedding(app: FastifyInstance, limits: Config['load']): LoadState {
  const waiting: Waiter[] = [];
  let active = 0;
  const retryAfter = String(Math.max(1, Math.ceil(limits.queueTimeoutMs / 1000)));
  const state: LoadState = { active: () => active, waiting: () => waiting.length, refused: 0 };

  const refuse = (reply: FastifyReply) => {
    state.refused += 1;
    return reply.code(503).header('retry-after', retryAfter).send(errorBody(503, MESSAGES.serverBusy));
  };

  const release = () => {
    const next = waiting.shift();
    if (!next) {
      active -= 1;
      return;
    }
    clearTimeout(next.timer);
    // The place passes straight to the next request, in a later turn: I/O is read first.
    setImmediate(next.admit);
  };

  app.addHook('onRequest', async (req, reply) => {
    if (exempt(req)) return;
    if (active < limits.concurrency && waiting.length === 0) {
      active += 1;
    } else if (waiting.length >= limits.queueLimit) {
      return refuse(reply);
    } else {
      const admitted = await new Promise<boolean>((resolve) => {
        const waiter: Waiter = {
          admit: () => resolve(true),
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(waiter), 1);
            resolve(false);
          }, limits.queueTimeoutMs),
        };
        waiting.push(waiter);
      });
      if (!admitted) return refuse(reply);
    }
    // The place is given back once, whichever ends the request first: the answer sent, or the
    // client gone before it.
    let held = true;
    const done = () => {
      if (!held) return;
      held = false;
      release();
    };
    reply.raw.once('close', done);
    reply.raw.once('finish', done);
  });
  return state;
}

/** What the shedding sees now (for tests and the benchmarks). */
export type LoadState = { active: () => number; waiting: () => number; refused: number };

type Waiter = { admit: () => void; timer: NodeJS.Timeout };

function exempt(req: FastifyRequest): boolean {
  const path = req.url.split('?', 1)[0]!;
  if (path === API.health) return true;
  return !path.startsWith('/api/') && /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));
}
