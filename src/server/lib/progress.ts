import { performance } from 'node:perf_hooks';

/** Where start-up lines go; process.stdout in the server, a collector in tests. */
export type LineSink = Pick<NodeJS.WritableStream, 'write'>;

/**
 * One line per start-up step, written in two halves so a slow step shows what it is doing
 * while it runs: "Building the client… " and, when it ends, "done in 38 s" (or "failed").
 * `outcome` words the result from the step's value and its duration in milliseconds.
 */
export async function step<T>(
  out: LineSink,
  label: string,
  run: () => Promise<T>,
  outcome: (value: T, ms: number) => string = () => 'done',
): Promise<T> {
  out.write(`${label}… `);
  const started = performance.now();
  let value: T;
  try {
    value = await run();
  } catch (err) {
    out.write('failed\n');
    throw err;
  }
  out.write(`${outcome(value, performance.now() - started)}\n`);
  return value;
}

/** "38 s" from milliseconds; a step under a second still says "1 s" rather than "0 s". */
export function seconds(ms: number): string {
  return `${Math.max(1, Math.round(ms / 1000))} s`;
}

/** The address a browser opens: a wildcard host is reached as localhost, IPv6 in brackets. */
export function browserUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}
