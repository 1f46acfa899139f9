import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, expectHindi } from '#tests/helpers/catalogues.ts';
import { PUSH, type PushSettings } from '#shared/schemas/push.ts';
import { settingsProblem, withTime } from './settings-draft';

afterEach(() => activateLanguage('en'));

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

  it('say what the server would refuse, in words for the member: a digest with no time, quiet hours of no length, a time not HH:MM', () => {
    const said = [
      settingsProblem({ ...settings, mode: 'digest', digestTimes: [] }),
      settingsProblem({ ...settings, quietHours: { from: '07:00', to: '07:00' } }),
      settingsProblem({ ...settings, quietHours: { from: '', to: '07:00' } }),
      settingsProblem({ ...settings, digestTimes: ['08:00', '08:00'] }),
    ];
    expect(said).toEqual([
      'Add at least one time for the digest, or choose to get alerts at once.',
      'Quiet hours need to end at a different time from when they start.',
      'Write each time as hours and minutes, such as 07:30.',
      'Each digest time can be chosen once.',
    ]);
  });

  it('say them in the interface language: in Hindi, no word of the schema left', async () => {
    await activateLanguage('hi');
    for (const problem of [
      settingsProblem({ ...settings, mode: 'digest', digestTimes: [] }),
      settingsProblem({ ...settings, quietHours: { from: '07:00', to: '07:00' } }),
      settingsProblem({ ...settings, quietHours: { from: '', to: '07:00' } }),
      settingsProblem({ ...settings, digestTimes: ['08:00', '08:00'] }),
      settingsProblem({ ...settings, digestTimes: ['01:00', '02:00', '03:00', '04:00', '05:00', '06:00', '07:00'] }),
    ]) {
      expectHindi(problem!);
    }
  });

  it('add a digest time once, in the order of the day, up to the limit', () => {
    expect(withTime(['08:00', '18:00'], '12:30')).toEqual(['08:00', '12:30', '18:00']);
    expect(withTime(['08:00'], '08:00')).toEqual(['08:00']);
    expect(withTime(['08:00'], '')).toEqual(['08:00']);
    const full = ['01:00', '02:00', '03:00', '04:00', '05:00', '06:00'];
    expect(withTime(full, '07:00')).toEqual(full);
  });
});
