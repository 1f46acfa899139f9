// Open-loop load: requests leave on a fixed schedule (rate per second) whatever the server
// does, and each latency runs from the request's SCHEDULED send time, so time spent queued
// behind slow requests (in the client, the network or the server) counts. A closed-loop tool
// such as autocannon waits for a response before sending again and hides that queueing.
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import { percentiles, type Latency } from './measure';
import type { Request } from './scenarios';

export type OpenLoopResult = Latency & {
  rate: number;
  seconds: number;
  sent: number;
  errors: number;
  maxLateMs: number;
  /** How late the generator itself sent requests (part of every latency above); the worst is maxLateMs. */
  sendLag: Latency;
  byKind: Record<string, Latency & { n: number }>;
};

export async function openLoop(
  base: string,
  requests: (Request & { kind?: string })[],
  rate: number,
  seconds: number,
): Promise<OpenLoopResult> {
  // Enough sockets that the client itself never caps concurrency below what the schedule asks.
  const pool = new Pool(base, { connections: 256, pipelining: 1 });
  const total = Math.round(rate * seconds);
  const samples: number[] = [];
  const kinds = new Map<string, number[]>();
  let errors = 0;
  const lags: number[] = [];
  const inflight: Promise<void>[] = [];
  const fire = async (i: number, scheduled: number) => {
    const req = requests[i % requests.length] as Request & { kind?: string };
    try {
      const res = await pool.request({
        method: req.method,
        path: req.path,
        ...(req.body ? { body: req.body } : {}),
        ...(req.headers ? { headers: req.headers } : {}),
      });
      await res.body.dump();
      if (res.statusCode !== 200) errors++;
    } catch {
      errors++;
    }
    const ms = performance.now() - scheduled;
    samples.push(ms);
    const k = req.kind ?? 'all';
    (kinds.get(k) ?? kinds.set(k, []).get(k))?.push(ms);
  };
  const start = performance.now() + 50;
  for (let i = 0; i < total;) {
    const now = performance.now();
    // Send every request whose time has come (several at once when the loop was late).
    while (i < total && start + (i * 1000) / rate <= now) {
      const scheduled = start + (i * 1000) / rate;
      lags.push(now - scheduled);
      inflight.push(fire(i, scheduled));
      i++;
    }
    // A timer fires up to a millisecond or more after it is due, and that lateness would count
    // in every latency: sleep until 1.5 ms before the next send time, then yield to the event loop
    // (which reads the responses meanwhile) until it comes.
    const next = start + (i * 1000) / rate - performance.now();
    if (next > 1.5) await sleep(next - 1.5);
    else await new Promise<void>((resolve) => setImmediate(resolve));
  }
  await Promise.all(inflight);
  await pool.close();
  const byKind = Object.fromEntries([...kinds].map(([k, v]) => [k, { ...percentiles(v), n: v.length }]));
  const maxLateMs = lags.reduce((a, b) => Math.max(a, b), 0);
  return { rate, seconds, sent: total, errors, maxLateMs, sendLag: percentiles(lags), ...percentiles(samples), byKind };
}
