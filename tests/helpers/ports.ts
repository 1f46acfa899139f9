import { createServer, type Server } from 'node:http';

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
 * `n` ports of the range that nothing listens on now, for servers in other processes that must be
 * told their ports before they start (their SITE_URL names them). Each is found by listening on
 * it (listenInRange), all held until every one is found so that none is handed out twice, then
 * closed: another program could still take one in between.
 */
export async function freePortsInRange(n: number, range: { first: number; last: number }): Promise<number[]> {
  const probes = Array.from({ length: n }, () => createServer());
  try {
    const ports: number[] = [];
    for (const probe of probes) ports.push(Number(new URL(await listenInRange(probe, range)).port));
    return ports;
  } finally {
    await Promise.all(probes.filter((p) => p.listening).map(closeServer));
  }
}
