// When to look at a feed again. Publishers' hints (<ttl>, sy:updatePeriod, Cache-Control
// max-age, Retry-After) lengthen the wait, never shorten it below our floor; errors back off
// exponentially; jitter spreads feeds so they do not all fall due at once.
export const DEFAULT_INTERVAL_MS = 30 * 60 * 1000;
export const MIN_INTERVAL_MS = 10 * 60 * 1000;
export const MAX_INTERVAL_MS = 24 * 60 * 60 * 1000;
export const ERROR_BASE_MS = 15 * 60 * 1000;

export type ScheduleInput = {
  ok: boolean;
  /** Consecutive failures, including this one when it failed. */
  errorCount: number;
  refreshMinutes?: number | null;
  maxAgeSec?: number | null;
  retryAfterSec?: number | null;
  random?: () => number;
};

export function nextCheck(now: Date, input: ScheduleInput): Date {
  const random = input.random ?? Math.random;
  let wait: number;
  if (input.ok) {
    wait = Math.max(DEFAULT_INTERVAL_MS, (input.refreshMinutes ?? 0) * 60_000, (input.maxAgeSec ?? 0) * 1000);
  } else {
    wait = ERROR_BASE_MS * 2 ** Math.min(Math.max(input.errorCount - 1, 0), 10);
  }
  wait = Math.max(wait, (input.retryAfterSec ?? 0) * 1000);
  wait = Math.min(Math.max(wait, MIN_INTERVAL_MS), MAX_INTERVAL_MS);
  const jitter = 0.9 + random() * 0.2; // ±10 %
  return new Date(now.getTime() + Math.round(wait * jitter));
}

/** Retry-After as seconds: either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now: Date): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.round((at - now.getTime()) / 1000));
}

/** Cache-Control max-age (or s-maxage) in seconds. */
export function parseMaxAge(value: string | null): number | null {
  const m = /(?:^|,)\s*(?:s-)?max-age\s*=\s*"?(\d+)/i.exec(value ?? '');
  return m?.[1] ? Number(m[1]) : null;
}

/** A feed that has failed on every fetch for this long is flagged to admins. */
export const FAILING_FLAG_MS = 7 * 24 * 60 * 60 * 1000;

export function failingForAWeek(failingSince: Date | string | null, now: Date): boolean {
  return failingSince !== null && now.getTime() - new Date(failingSince).getTime() >= FAILING_FLAG_MS;
}
