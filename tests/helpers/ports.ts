import type { Server } from 'node:http';
import { createServer } from 'node:net';

// The suites' port range (accounts): local stand-ins for third parties listen here.
const FIRST = 18400;
const LAST = 18449;
/** The member features' stand-ins (the chat-completions server) use their own range. */
export const MEMBER_PORTS = { first: 18601, last: 18609 };

/** Listen on the first free port of the range on 127.0.0.1; returns the base URL. */
export async function listenInRange(server: Server, range = { first: FIRST, last: LAST }): Promise<string> {
  const { first: FIRST, last: LAST } = range;
  for (let port = FIRST; port <= LAST; port++) {
    const ok = await new Promise<boolean>((resolve) => {
      const onError = () => resolve(false);
      server.once('error', onError);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', onError);
        resolve(true);
      });
    });
    if (ok) return `http://127.0.0.1:${port}`;
  }
  throw new Error(`no free port in ${FIRST}-${LAST}`);
}

export const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * A port of the range that nothing listens on now, for a server in another process that must be
 * told its port before it starts (its SITE_URL names it). Found by listening on it and closing,
 * so another program could still take it in between; `taken` skips ports already handed out.
 */
export async function freePortInRange(range: { first: number; last: number }, taken: number[] = []): Promise<number> {
  for (let port = range.first; port <= range.last; port++) {
    if (taken.includes(port)) continue;
    const probe = createServer();
    const ok = await new Promise<boolean>((resolve) => {
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (ok) {
      await new Promise<void>((resolve) => probe.close(() => resolve()));
      return port;
    }
  }
  throw new Error(`no free port in ${range.first}-${range.last}`);
}
