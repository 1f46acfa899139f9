import type { PushSettings } from '#shared/schemas/push.ts';

// When an alert may go out, in India's time (IST is UTC+05:30 all year: decision 0045).
const IST_OFFSET_MIN = 5 * 60 + 30;
const DAY_MIN = 24 * 60;
const MINUTE_MS = 60_000;

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether a minute of the IST day is inside quiet hours (which may run past midnight). */
export function inQuiet(minute: number, quiet: PushSettings['quietHours']): boolean {
  if (!quiet) return false;
  const from = minutes(quiet.from);
  const to = minutes(quiet.to);
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/**
 * The first moment at or after `now` when an alert may be sent: at once in instant mode, the
 * next digest time in digest mode; a moment inside quiet hours moves to their end (the morning),
 * and a digest time inside them is skipped (its alerts go at the end of the quiet hours).
 */
export function dueAt(s: Pick<PushSettings, 'mode' | 'digestTimes' | 'quietHours'>, now: Date): Date {
  const nowMin = Math.floor(now.getTime() / MINUTE_MS);
  const istMin = (((nowMin + IST_OFFSET_MIN) % DAY_MIN) + DAY_MIN) % DAY_MIN;
  // Minutes from now to the next IST time of day `m` (0 when it is now).
  const until = (m: number) => (m - istMin + DAY_MIN) % DAY_MIN;
  const quietEnd = () => until(minutes(s.quietHours!.to));
  let wait: number;
  if (s.mode === 'instant') {
    wait = inQuiet(istMin, s.quietHours) ? quietEnd() : 0;
  } else {
    const next = s.digestTimes
      .map(minutes)
      .filter((m) => !inQuiet(m, s.quietHours))
      .map(until)
      .sort((a, b) => a - b)[0];
    wait = next ?? (s.quietHours ? quietEnd() : 0);
  }
  return wait === 0 ? now : new Date((nowMin + wait) * MINUTE_MS);
}
