// The soak's chaos step: more requests at once than a process has places and queue for, most of
// them searches (the slowest public call), then 60 of the ones still waiting abandoned at once
// (their connections closed, as a benchmark's end or a proxy dropping its clients does). Reports
// how the excess was refused (503 with Retry-After, and how fast), how long until a fresh request
// was served again, and whether, once the burst has drained, 20 fresh requests in a row are.
import { connect, type Socket } from 'node:net';
import { API } from '#shared/api-paths.ts';
import { parseAnswer } from '../helpers/raw-http';

export type ChaosResult = {
  sent: number;
  abandoned: number;
  answered: number;
  served: number;
  refused: number;
  refusedWithRetryAfter: number;
  refusedUnderOneSecond: number;
  refusedWorstMs: number;
  /** From the abandonment to the first normal answer; null when none came within the limit. */
  recoveryMs: number | null;
  healed: boolean;
};

type Pending = { socket: Socket; start: number; answer?: { status: number; retryAfter?: string; ms: number } };

function send(port: number, path: string): Pending {
  const p: Pending = { socket: connect(port, '127.0.0.1'), start: performance.now() };
  let text = '';
  p.socket.on('connect', () => p.socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`));
  p.socket.on('data', (c: Buffer) => {
    text += c.toString('latin1');
    if (!p.answer && text.includes('\r\n\r\n')) {
      const a = parseAnswer(text);
      p.answer = { status: a.status, retryAfter: a.headers['retry-after'], ms: performance.now() - p.start };
    }
  });
  p.socket.on('error', () => undefined);
  return p;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function normal(base: string): Promise<boolean> {
  try {
    const res = await fetch(`${base}${API.news.latest}?page=1&size=10`, { signal: AbortSignal.timeout(5_000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

export async function abandonMidQueue(base: string, terms: string[], total = 300, abandon = 60): Promise<ChaosResult> {
  const port = Number(new URL(base).port);
  const all = Array.from({ length: total }, (_, i) =>
    send(port, `${API.news.search}?q=${encodeURIComponent(terms[i % terms.length]!)}&page=1&size=12`),
  );
  // Let the process take them in: places filled, the queue filled, the rest refused.
  await pause(300);
  const waiting = all.filter((p) => !p.answer);
  const gone = waiting.slice(-abandon);
  gone.forEach((p, i) => (i % 2 ? p.socket.destroy() : p.socket.resetAndDestroy()));
  const t0 = performance.now();

  // Recovery: a fresh request served, probed while the rest of the burst drains.
  let recoveryMs: number | null = null;
  const limit = t0 + 30_000;
  while (performance.now() < limit) {
    if (await normal(base)) {
      recoveryMs = performance.now() - t0;
      break;
    }
    await pause(100);
  }
  // Healed: once the rest of the burst has been answered, 20 fresh requests in a row are served
  // (with places lost to the abandoned requests, they would all wait and be refused).
  const kept = all.filter((p) => !gone.includes(p));
  while (kept.some((p) => !p.answer) && performance.now() < limit) await pause(50);
  let healed = recoveryMs !== null;
  for (let i = 0; healed && i < 20; i++) healed = await normal(base);
  all.forEach((p) => p.socket.destroy());

  const answers = kept.flatMap((p) => (p.answer ? [p.answer] : []));
  const refused = answers.filter((a) => a.status === 503);
  return {
    sent: total,
    abandoned: gone.length,
    answered: answers.length,
    served: answers.filter((a) => a.status === 200).length,
    refused: refused.length,
    refusedWithRetryAfter: refused.filter((a) => a.retryAfter !== undefined && Number(a.retryAfter) >= 1).length,
    refusedUnderOneSecond: refused.filter((a) => a.ms < 1_000).length,
    refusedWorstMs: Math.max(0, ...refused.map((a) => a.ms)),
    recoveryMs,
    healed,
  };
}
