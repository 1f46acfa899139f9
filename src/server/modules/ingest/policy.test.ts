import { describe, expect, it } from 'vitest';
import { isNonPublicAddress } from './address-guard';
import { HostScheduler } from './host-scheduler';
import {
  DEFAULT_INTERVAL_MS,
  ERROR_BASE_MS,
  MAX_INTERVAL_MS,
  nextCheck,
  parseMaxAge,
  parseRetryAfter,
} from './schedule-policy';

const now = new Date('2025-01-06T10:00:00Z');
const wait = (d: Date) => d.getTime() - now.getTime();
const mid = () => 0.5; // no jitter

describe('schedule policy', () => {
  it('waits the default, or longer when the publisher asks (ttl, max-age, Retry-After)', () => {
    expect(wait(nextCheck(now, { ok: true, errorCount: 0, random: mid }))).toBe(DEFAULT_INTERVAL_MS);
    expect(wait(nextCheck(now, { ok: true, errorCount: 0, refreshMinutes: 120, random: mid }))).toBe(120 * 60_000);
    expect(wait(nextCheck(now, { ok: true, errorCount: 0, maxAgeSec: 3 * 3600, random: mid }))).toBe(3 * 3600_000);
    expect(wait(nextCheck(now, { ok: true, errorCount: 0, refreshMinutes: 1, random: mid }))).toBe(DEFAULT_INTERVAL_MS);
    expect(wait(nextCheck(now, { ok: false, errorCount: 1, retryAfterSec: 5 * 3600, random: mid }))).toBe(5 * 3600_000);
  });
  it('backs off exponentially on errors, up to a day', () => {
    const waits = [1, 2, 3, 4].map((n) => wait(nextCheck(now, { ok: false, errorCount: n, random: mid })));
    expect(waits).toEqual([ERROR_BASE_MS, 2 * ERROR_BASE_MS, 4 * ERROR_BASE_MS, 8 * ERROR_BASE_MS]);
    expect(wait(nextCheck(now, { ok: false, errorCount: 30, random: mid }))).toBe(MAX_INTERVAL_MS);
  });
  it('adds at most ten per cent of jitter either way', () => {
    expect(wait(nextCheck(now, { ok: true, errorCount: 0, random: () => 0 }))).toBe(
      Math.round(0.9 * DEFAULT_INTERVAL_MS),
    );
    expect(wait(nextCheck(now, { ok: true, errorCount: 0, random: () => 1 }))).toBe(
      Math.round(1.1 * DEFAULT_INTERVAL_MS),
    );
  });
  it('reads Retry-After and Cache-Control', () => {
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Mon, 06 Jan 2025 11:00:00 GMT', now)).toBe(3600);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseMaxAge('public, max-age=600')).toBe(600);
    expect(parseMaxAge('no-cache')).toBeNull();
  });
});

describe('address guard', () => {
  it('knows private, loopback, link-local, reserved and tunnel (6to4, Teredo) addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '224.0.0.1',
      'not-an-ip',
      '2002:7f00:1::1',
      '2002:c0a8:101::',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    ]) {
      expect(isNonPublicAddress(a), a).toBe(true);
    }
    for (const a of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isNonPublicAddress(a), a).toBe(false);
  });
});

describe('host scheduler', () => {
  it('runs one task per host at a time, spaced by the delay; other hosts run alongside', async () => {
    const hosts = new HostScheduler();
    const spans: { host: string; start: number; end: number }[] = [];
    const task = (host: string) => () =>
      new Promise<void>((resolve) => {
        const start = Date.now();
        setTimeout(() => {
          spans.push({ host, start, end: Date.now() });
          resolve();
        }, 20);
      });
    await Promise.all([
      hosts.run('a.example', 50, task('a')),
      hosts.run('a.example', 50, task('a')),
      hosts.run('a.example', 50, task('a')),
      hosts.run('b.example', 50, task('b')),
    ]);
    const a = spans.filter((s) => s.host === 'a');
    for (let i = 1; i < a.length; i++) expect(a[i]!.start - a[i - 1]!.end).toBeGreaterThanOrEqual(45);
    const b = spans.find((s) => s.host === 'b')!;
    expect(b.start).toBeLessThan(a[1]!.start); // b did not queue behind a
  });
});
