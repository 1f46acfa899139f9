import { describe, expect, it } from 'vitest';
import { PUSH, type PushSettings } from '#shared/schemas/push.ts';
import { settingsProblem, withTime } from './settings-draft';

const settings: PushSettings = {
  mode: 'instant',
  digestTimes: ['08:00', '18:00'],
  quietHours: { ...PUSH.defaultQuiet },
  dailyCap: 10,
  terms: [{ term: 'ISRO', enabled: true }],
};

describe('the alert settings as the member edits them', () => {
  it('are ready to save when the server would take them', () => {
    expect(settingsProblem(settings)).toBeNull();
    expect(settingsProblem({ ...settings, mode: 'instant', digestTimes: [] })).toBeNull();
  });

  it('name what the server would refuse: a digest with no time, quiet hours of no length', () => {
    expect(settingsProblem({ ...settings, mode: 'digest', digestTimes: [] })).toBe(
      'digestTimes: digest needs at least one time',
    );
    expect(settingsProblem({ ...settings, quietHours: { from: '07:00', to: '07:00' } })).toMatch(/^quietHours: /);
  });

  it('add a digest time once, in the order of the day, up to the limit', () => {
    expect(withTime(['08:00', '18:00'], '12:30')).toEqual(['08:00', '12:30', '18:00']);
    expect(withTime(['08:00'], '08:00')).toEqual(['08:00']);
    expect(withTime(['08:00'], '')).toEqual(['08:00']);
    const full = ['01:00', '02:00', '03:00', '04:00', '05:00', '06:00'];
    expect(withTime(full, '07:00')).toEqual(full);
  });
});
