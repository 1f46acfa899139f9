import autocannon from 'autocannon';
import type { Scenario } from './scenarios';

export type Latency = { p50: number; p95: number; p99: number };
export type LoadResult = Latency & { rps: number; requests: number; errors: number };

export function percentiles(samples: number[]): Latency {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
  return { p50: at(50), p95: at(95), p99: at(99) };
}

/** Load one scenario over HTTP with autocannon for `seconds`; latencies from every response. */
export async function load(
  base: string,
  scenario: Scenario,
  seconds: number,
  connections: number,
): Promise<LoadResult> {
  const samples: number[] = [];
  let errors = 0;
  const options: autocannon.Options = {
    url: base,
    connections,
    duration: seconds,
    requests: scenario.requests.map((r) => ({
      method: r.method,
      path: r.path,
      ...(r.body ? { body: r.body } : {}),
      ...(r.headers ? { headers: r.headers } : {}),
    })),
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (err, res) => (err ? reject(err) : resolve(res)));
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status !== 200) errors++;
      samples.push(ms);
    });
  });
  return {
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    errors: errors + result.errors + result.timeouts,
    ...percentiles(samples),
  };
}

/** Time `fn` back to back for `seconds` (after a short warm-up) and give its percentiles. */
export async function timeLoop(
  fn: (i: number) => Promise<unknown>,
  seconds: number,
): Promise<Latency & { runs: number }> {
  for (let i = 0; i < 20; i++) await fn(i);
  const samples: number[] = [];
  const end = performance.now() + seconds * 1000;
  for (let i = 0; performance.now() < end; i++) {
    const t = performance.now();
    await fn(i);
    samples.push(performance.now() - t);
  }
  return { ...percentiles(samples), runs: samples.length };
}
