import { describe, expect, it } from 'vitest';
import { dueAt } from './schedule';

// IST is UTC+05:30: 22:30 IST is 17:00 UTC.
const ist = (day: string, hhmm: string) => new Date(new Date(`${day}T${hhmm}:00+05:30`).getTime());
const quiet = { from: '22:00', to: '07:00' };

describe('when an alert may go out (IST)', () => {
  it('instant: now, except inside quiet hours, which hold it until they end the next morning', () => {
    const s = { mode: 'instant' as const, digestTimes: [], quietHours: quiet };
    expect(dueAt(s, ist('2026-12-06', '14:10'))).toEqual(ist('2026-12-06', '14:10'));
    expect(dueAt(s, ist('2026-12-06', '22:30'))).toEqual(ist('2026-12-07', '07:00'));
    expect(dueAt(s, ist('2026-12-07', '03:15'))).toEqual(ist('2026-12-07', '07:00'));
    expect(dueAt(s, ist('2026-12-07', '07:00'))).toEqual(ist('2026-12-07', '07:00'));
    expect(dueAt({ ...s, quietHours: null }, ist('2026-12-06', '23:00'))).toEqual(ist('2026-12-06', '23:00'));
  });

  it('quiet hours within one day (13:00–15:00) hold alerts until 15:00', () => {
    const s = { mode: 'instant' as const, digestTimes: [], quietHours: { from: '13:00', to: '15:00' } };
    expect(dueAt(s, ist('2026-12-06', '14:00'))).toEqual(ist('2026-12-06', '15:00'));
    expect(dueAt(s, ist('2026-12-06', '15:30'))).toEqual(ist('2026-12-06', '15:30'));
  });

  it('digest: the next digest time, skipping one inside quiet hours', () => {
    const s = { mode: 'digest' as const, digestTimes: ['08:00', '18:00', '23:00'], quietHours: quiet };
    expect(dueAt(s, ist('2026-12-06', '09:00'))).toEqual(ist('2026-12-06', '18:00'));
    expect(dueAt(s, ist('2026-12-06', '18:01'))).toEqual(ist('2026-12-07', '08:00'));
    expect(dueAt(s, ist('2026-12-06', '07:59'))).toEqual(ist('2026-12-06', '08:00'));
    expect(dueAt({ ...s, digestTimes: ['23:00'] }, ist('2026-12-06', '12:00'))).toEqual(ist('2026-12-07', '07:00'));
  });
});
